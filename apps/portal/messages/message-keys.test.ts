import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import offers from '../../../languages/en/portal/offers.json'

describe('message keys used in code', () => {
  it('are typed by the English catalogue: a key it lacks fails the typecheck (i18n/messages.d.ts)', () => {
    const missing: string[] = []
    const t = createTranslator({
      locale: 'en',
      messages: offers,
      namespace: 'Offers',
      onError: (error) => missing.push(error.code),
    })
    expect(t('empty')).toBe(offers.Offers.empty)
    // @ts-expect-error: `npm test`'s typecheck fails on a key no catalogue has, before any page shows it
    t('noSuchKey')
    expect(missing).toEqual(['MISSING_MESSAGE'])
  })
})
