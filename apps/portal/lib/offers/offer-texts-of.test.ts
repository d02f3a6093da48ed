import { localeInfos } from '@portal/domain/locales'
import { describe, expect, it } from 'vitest'
import { countryNamesOf, knownTextsOf, type OffersTranslator, offerTextsOf } from './offer-texts-of'

const t = ((key: string) => key) as unknown as OffersTranslator
const market = localeInfos['de-de']

describe('offer texts: country names', () => {
  it('names countries in the market language', () => {
    expect(countryNamesOf(market.tag, ['NO', 'FR'])).toEqual({ NO: 'Norwegen', FR: 'Frankreich' })
  })

  it('takes a name from the server’s map before building its own', () => {
    const texts = offerTextsOf(t, market, { countries: { NO: 'Norwegen (Karte)' } })
    expect(texts.country('NO')).toBe('Norwegen (Karte)')
  })

  it('still names a country the map lacks', () => {
    const texts = offerTextsOf(t, market, { countries: { NO: 'Norwegen' } })
    expect(texts.country('AT')).toBe('Österreich')
  })
})

describe('offer texts: what the server formatted', () => {
  const term = ((key: string, values?: { count: number }) =>
    values ? `${key}:${values.count}` : key) as unknown as OffersTranslator
  const offers = [
    { nominalRate: '0.031', effectiveRate: '0.0315', netRate: '0.0228', termMonths: 24 },
    { nominalRate: '0.025', effectiveRate: '0.025', netRate: '0.0184', termMonths: null },
  ]

  it('holds every rate and term of the rows and the caption, formatted as the server formats them', () => {
    const known = knownTextsOf(offerTextsOf(term, market), { offers, total: 41 }, {})
    expect(known.percents).toEqual({
      '0.031': '3,1\u00a0%',
      '0.0315': '3,15\u00a0%',
      '0.0228': '2,28\u00a0%',
      '0.025': '2,5\u00a0%',
      '0.0184': '1,84\u00a0%',
    })
    expect(known.terms).toEqual({ '24': 'termYears:2', null: 'noTerm' })
    expect(known.captions).toEqual({ '41': 'tableCaption:41' })
  })

  it('takes rates and terms from the map before formatting them', () => {
    const texts = offerTextsOf(term, market, {
      percents: { '0.031': 'drei' },
      terms: { '24': 'zwei' },
    })
    expect(texts.percent('0.031')).toBe('drei')
    // Germany shows the nominal rate.
    expect(texts.shownRate({ nominalRate: '0.031', effectiveRate: '0.0315' })).toBe('drei')
    expect(texts.term(24)).toBe('zwei')
    expect(offerTextsOf(term, market, { captions: { '7': 'sieben' } }).caption(7)).toBe('sieben')
  })

  it('formats what the map lacks', () => {
    const texts = offerTextsOf(term, market, { percents: {}, terms: {} })
    expect(texts.percent('0.042')).toBe('4,2\u00a0%')
    expect(texts.term(36)).toBe('termYears:3')
    expect(texts.caption(8)).toBe('tableCaption:8')
  })
})
