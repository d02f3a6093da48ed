import { describe, expect, it } from 'vitest'
import { withheldTax, withholdingTaxRateOf } from './withholding-tax'

describe('withholdingTaxRateOf', () => {
  it.each([
    ['DE', '0.26375'],
    ['CH', '0.35'],
    ['PL', '0.19'],
    ['NL', '0'],
    ['US', '0'],
  ])('%s withholds %s', (country, rate) => {
    expect(withholdingTaxRateOf(country)).toBe(rate)
  })
})

describe('withheldTax', () => {
  it.each([
    // 100.00 of interest at a German bank: 25.00 Abgeltungsteuer + 1.375 Soli = 26.375 → 26.38
    [10_000, '0.26375', 2638],
    // 1,000.00 → 263.75 exactly
    [100_000, '0.26375', 26_375],
    // 0.10 × 0.25 = 0.025 → 0.02 (tie goes to even)
    [10, '0.25', 2],
    [30, '0.25', 8],
    [12_345, '0', 0],
  ])('%i at %s → %i', (gross, rate, tax) => {
    expect(withheldTax(gross, rate)).toBe(tax)
  })
})
