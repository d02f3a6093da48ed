import { describe, expect, it } from 'vitest'
import { type BicProblem, checkBic } from './bic-check'

describe('checkBic: valid BICs, normalised', () => {
  it.each([
    ['DEUTDEFF', undefined, 'DEUTDEFF', 'DE'],
    ['deutdeff500', 'DE', 'DEUTDEFF500', 'DE'],
    ['ABNA NL 2A', 'NL', 'ABNANL2A', 'NL'],
    ['BKAUATWW', 'AT', 'BKAUATWW', 'AT'],
    // Channel Islands banks have GG and JE BICs but GB IBANs.
    ['RBOSGGSX', 'GB', 'RBOSGGSX', 'GG'],
    ['BNPAGPGP', 'FR', 'BNPAGPGP', 'GP'],
  ])('%j (IBAN country %s) → %s', (input, ibanCountry, bic, countryCode) => {
    expect(checkBic(input, ibanCountry)).toEqual({ ok: true, bic, countryCode })
  })
})

describe('checkBic: issue 16 "BIC of another country" and bad formats', () => {
  it.each<[string, string | undefined, BicProblem]>([
    ['', undefined, 'bic_invalid_format'],
    ['DEUTDEF', undefined, 'bic_invalid_format'],
    ['DEUTDEFF5', undefined, 'bic_invalid_format'],
    ['DEUTDEFF5000', undefined, 'bic_invalid_format'],
    ['ABN4NL2A', undefined, 'bic_invalid_format'],
    ['DEUT-DEFF', undefined, 'bic_invalid_format'],
    ['DEUTXXFF', undefined, 'bic_unknown_country'],
    ['ABNANL2A', 'DE', 'bic_country_mismatch'],
    ['DEUTDEFF', 'AT', 'bic_country_mismatch'],
    ['RBOSGGSX', 'IE', 'bic_country_mismatch'],
  ])('%j (IBAN country %s) → %s', (input, ibanCountry, problem) => {
    expect(checkBic(input, ibanCountry)).toEqual({ ok: false, problem })
  })
})
