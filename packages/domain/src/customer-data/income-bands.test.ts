import { describe, expect, it } from 'vitest'
import { markets } from '../markets'
import { annualIncomeBands } from '../person-codes'
import {
  formatIncomeBand,
  incomeBandAmounts,
  incomeBandLimitsByCurrency,
  isAnnualIncomeBand,
} from './income-bands'

describe('incomeBandAmounts: the bands a bank of the market asks for, in minor units', () => {
  it.each([
    ['UNDER_25K', 'EUR', null, 2_500_000],
    ['FROM_25K_TO_50K', 'EUR', 2_500_000, 5_000_000],
    ['FROM_50K_TO_100K', 'CHF', 5_000_000, 10_000_000],
    ['FROM_100K_TO_250K', 'USD', 10_000_000, 25_000_000],
    ['OVER_250K', 'USD', 25_000_000, null],
    ['UNDER_25K', 'GBP', null, 2_000_000],
    ['FROM_50K_TO_100K', 'GBP', 4_000_000, 8_500_000],
    ['OVER_250K', 'GBP', 20_000_000, null],
    ['UNDER_25K', 'PLN', null, 10_000_000],
    ['FROM_50K_TO_100K', 'PLN', 20_000_000, 40_000_000],
    ['FROM_100K_TO_250K', 'PLN', 40_000_000, 100_000_000],
    ['OVER_250K', 'PLN', 100_000_000, null],
  ] as const)('%s in %s: from %s to %s', (band, currency, from, to) => {
    expect(incomeBandAmounts(band, currency)).toEqual({ from, to })
  })

  it('has bands for the currency of every market, each band starting where the last ended', () => {
    for (const market of Object.values(markets)) {
      const bands = annualIncomeBands.map((band) => incomeBandAmounts(band, market.currency))
      expect(bands[0]?.from).toBeNull()
      expect(bands.at(-1)?.to).toBeNull()
      for (const [index, band] of bands.entries()) {
        if (index > 0) expect(band.from).toBe(bands[index - 1]?.to)
      }
    }
  })

  it('rises band by band in every currency of the table', () => {
    for (const limits of Object.values(incomeBandLimitsByCurrency)) {
      expect([...limits].sort((a, b) => a - b)).toEqual(limits)
    }
  })

  it('refuses a currency without a table rather than guessing euro amounts', () => {
    expect(() => incomeBandAmounts('UNDER_25K', 'SEK')).toThrow('SEK')
  })

  it.each([
    ['FROM_25K_TO_50K', true],
    ['SALARY', false],
  ])('%s is a band: %s', (code, expected) => {
    expect(isAnnualIncomeBand(code)).toBe(expected)
  })
})

describe('formatIncomeBand: the amounts as the market writes its own currency', () => {
  it.each([
    ['FROM_50K_TO_100K', 'pl-pl', '200 000 PLN', '400 000 PLN'],
    ['UNDER_25K', 'pl-pl', '', '100 000 PLN'],
    ['FROM_50K_TO_100K', 'de-ch', "CHF 50'000", "CHF 100'000"],
    ['FROM_50K_TO_100K', 'de-de', '50.000 EUR', '100.000 EUR'],
    ['FROM_50K_TO_100K', 'en-gb', 'GBP 40,000', 'GBP 85,000'],
    ['OVER_250K', 'en-us', 'USD 250,000', ''],
  ] as const)('%s in %s: %j to %j', (band, locale, from, to) => {
    const { currency, intlTag } = markets[locale]
    const formatted = formatIncomeBand(band, currency, intlTag)
    // Intl separates amount and code with a no-break space, and groups pl with one too
    expect(formatted.from.replace(/\s/g, ' ')).toBe(from)
    expect(formatted.to.replace(/\s/g, ' ')).toBe(to)
  })
})
