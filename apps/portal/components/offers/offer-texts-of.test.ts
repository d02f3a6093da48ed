import { localeInfos } from '@portal/domain/locales'
import { describe, expect, it } from 'vitest'
import { countryNamesOf, type OffersTranslator, offerTextsOf } from './offer-texts-of'

const t = ((key: string) => key) as unknown as OffersTranslator
const market = localeInfos['de-de']

describe('offer texts: country names', () => {
  it('names countries in the market language', () => {
    expect(countryNamesOf(market.tag, ['NO', 'FR'])).toEqual({ NO: 'Norwegen', FR: 'Frankreich' })
  })

  it('takes a name from the server’s map before building its own', () => {
    const texts = offerTextsOf(t, market, { NO: 'Norwegen (Karte)' })
    expect(texts.country('NO')).toBe('Norwegen (Karte)')
  })

  it('still names a country the map lacks', () => {
    const texts = offerTextsOf(t, market, { NO: 'Norwegen' })
    expect(texts.country('AT')).toBe('Österreich')
  })
})
