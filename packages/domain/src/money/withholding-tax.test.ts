import { describe, expect, it } from 'vitest'
import { taxResidences } from './tax-residence'
import {
  nonResidentWithholdingTaxRate,
  withheldTax,
  withholdingTaxRate,
  withholdingTaxRules,
} from './withholding-tax'

describe('withholdingTaxRate', () => {
  it.each([
    ['DE', 'DE', '0.26375', 'a resident pays the domestic rate'],
    ['DE', 'FR', '0', 'Germany does not withhold from non-residents'],
    ['AT', 'DE', '0', 'nor does Austria'],
    ['AT', 'AT', '0.25', 'but from its residents'],
    ['IT', 'DE', '0.05', 'treaty rate for a residence'],
    ['IT', 'FR', '0.26', 'non-resident rate otherwise'],
    ['CH', 'DE', '0.35', 'Switzerland withholds from everyone'],
    ['LV', 'DE', '0', 'a country not in the table withholds nothing'],
    ['PL', 'XX', '0.19', 'an unknown residence pays the non-resident rate'],
  ] as const)('bank %s, residence %s → %s (%s)', (bank, residence, rate, _why) => {
    expect(withholdingTaxRate(bank, residence)).toBe(rate)
  })

  it('has a rate between 0 and 1 for every bank country and residence', () => {
    for (const bank of Object.keys(withholdingTaxRules)) {
      for (const residence of taxResidences) {
        const rate = Number(withholdingTaxRate(bank, residence))
        expect(rate, `${bank} × ${residence}`).toBeGreaterThanOrEqual(0)
        expect(rate, `${bank} × ${residence}`).toBeLessThan(1)
      }
    }
  })
})

describe('nonResidentWithholdingTaxRate', () => {
  it.each([
    ['DE', '0'],
    ['CH', '0.35'],
    ['PL', '0.19'],
    ['NL', '0'],
    ['LV', '0'],
  ])('%s withholds %s from savers of other countries', (country, rate) => {
    expect(nonResidentWithholdingTaxRate(country)).toBe(rate)
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
