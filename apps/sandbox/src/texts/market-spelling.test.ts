import { describe, expect, it } from 'vitest'
import { textsIn } from './catalogues'
import { marketRespelling, respelled } from './market-spelling'

describe('marketRespelling', () => {
  it.each([
    ['de-CH', 'Schliessung an der Beispielstrasse'],
    ['de-ch', 'Schliessung an der Beispielstrasse'],
    ['de-DE', undefined],
    ['de-AT', undefined],
    ['fr-FR', undefined],
    ['garbage', undefined],
  ])('%s writes Schließung an der Beispielstraße as %s', (tag, expected) => {
    expect(marketRespelling(tag)?.('Schließung an der Beispielstraße')).toBe(expected)
  })
})

describe('respelled', () => {
  const swiss = marketRespelling('de-CH') ?? ((text: string) => text)

  it('respells strings, lists and records, and the answers of text functions', () => {
    const texts = {
      title: 'Grüße',
      lines: ['Straße', 'Maß'],
      notice: (days: number) => ({ title: 'Schließung', text: `in ${days} Tagen geschlossen` }),
    }
    const spelt = respelled(texts, swiss)
    expect(spelt.title).toBe('Grüsse')
    expect(spelt.lines).toEqual(['Strasse', 'Mass'])
    expect(spelt.notice(3)).toEqual({ title: 'Schliessung', text: 'in 3 Tagen geschlossen' })
  })

  it('leaves the names and facts a text function was given as they are', () => {
    const letter = (holder: { name: string }, street: string) =>
      `Grüße an ${holder.name}, ${street}; Straße der Bank`
    expect(respelled(letter, swiss)({ name: 'Erika Weiß' }, 'Große Gasse 1')).toBe(
      'Grüsse an Erika Weiß, Große Gasse 1; Strasse der Bank',
    )
  })
})

describe('the bank’s texts for Swiss German readers', () => {
  it('write ss for ß, Germany and Austria keep ß', () => {
    expect(textsIn('de', 'de-CH').offers.costs.noFees).toBe(
      'Keine Gebühren für Eröffnung, Führung oder Schliessung.',
    )
    expect(textsIn('de', 'de-DE').offers.costs.noFees).toBe(
      'Keine Gebühren für Eröffnung, Führung oder Schließung.',
    )
    expect(textsIn('de', 'de-AT')).toBe(textsIn('de'))
    const imprint = (tag: string) =>
      JSON.stringify(textsIn('de', tag).contentPages.find((page) => page.slug === 'imprint'))
    expect(imprint('de-CH')).toContain('Beispielstrasse 1')
    expect(imprint('de-CH')).not.toContain('ß')
    expect(imprint('de-DE')).toContain('Beispielstraße 1')
  })

  it('is written once per market', () => {
    expect(textsIn('de', 'de-CH')).toBe(textsIn('de', 'de-CH'))
  })
})
