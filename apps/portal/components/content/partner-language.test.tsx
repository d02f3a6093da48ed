import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PartnerLanguage } from './partner-language'

const note = (language: string) => `Die Bank stellt diesen Text nur auf ${language} bereit.`

function rendered(language: string | undefined, pageTag: string): string {
  return renderToStaticMarkup(
    <PartnerLanguage language={language} pageTag={pageTag} note={note}>
      <p>Founded in 1871.</p>
    </PartnerLanguage>,
  )
}

describe('a partner text in the language the bank served it in', () => {
  it('on a German page, an English text carries lang="en" and a note naming English in German', () => {
    const html = rendered('en', 'de-CH')
    expect(html).toContain('<div lang="en"><p>Founded in 1871.</p></div>')
    expect(html).toContain('Die Bank stellt diesen Text nur auf Englisch bereit.')
  })

  it.each([
    [undefined, 'de-DE'],
    ['de', 'de-AT'],
  ])('a text in the page language (%s on %s) stays as it is, without a note', (language, tag) => {
    expect(rendered(language, tag)).toBe('<p>Founded in 1871.</p>')
  })
})
