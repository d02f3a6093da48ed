import Big from 'big.js'
import { roundMinorUnits } from './round-minor-units'

export interface WithholdingTaxRule {
  /** Rate withheld by a bank of this country on interest, as a decimal string. */
  rate: string
  /** What the rate is and where it comes from (or what we assume). */
  source: string
}

/**
 * Tax the partner bank's country withholds on interest paid to this platform's customers (the
 * bank's country, spec section 3 "withholding tax"). Assumptions as of 2026; a country not in
 * the table withholds nothing. Church tax and treaty refunds are out of scope.
 */
export const withholdingTaxRules: Readonly<Record<string, WithholdingTaxRule>> = {
  DE: {
    rate: '0.26375',
    source: 'Abgeltungsteuer 25 % plus 5.5 % solidarity surcharge on it (§ 32d EStG, SolZG)',
  },
  AT: { rate: '0.25', source: 'Kapitalertragsteuer on bank interest, § 27a EStG' },
  BE: { rate: '0.30', source: 'précompte mobilier on interest' },
  CH: { rate: '0.35', source: 'Verrechnungssteuer on interest of Swiss banks (VStG)' },
  CZ: { rate: '0.15', source: 'withholding tax on interest for individuals' },
  ES: { rate: '0.19', source: 'retención on savings income, first band (assumed for all)' },
  HR: { rate: '0.12', source: 'porez na dohodak od kamata on savings interest' },
  IT: { rate: '0.26', source: 'ritenuta on bank interest (D.L. 66/2014)' },
  PL: { rate: '0.19', source: 'podatek Belki, art. 30a ustawy o PIT' },
  PT: { rate: '0.28', source: 'taxa liberatória on interest, art. 71 CIRS' },
}

export function withholdingTaxRateOf(bankCountry: string): string {
  return withholdingTaxRules[bankCountry]?.rate ?? '0'
}

/** Tax on one interest booking, rounded half to even like the booking itself. */
export function withheldTax(grossInterest: number, rate: string): number {
  return roundMinorUnits(new Big(grossInterest).times(rate))
}
