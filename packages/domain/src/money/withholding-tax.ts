import Big from 'big.js'
import type { DecimalString } from '../primitives'
import { roundMinorUnits } from './round-minor-units'
import { isTaxResidence, type TaxResidence } from './tax-residence'

export interface WithholdingTaxRule {
  /** Withheld at source from a resident of the bank's country. */
  resident: DecimalString
  /** Withheld at source from a resident of any other country. */
  nonResident: DecimalString
  /** Reduced rates at source under a double taxation treaty, by residence. */
  byResidence?: Partial<Record<TaxResidence, DecimalString>>
  /** What the rates are (or what we assume). */
  source: string
}

/**
 * Tax a partner bank's country withholds on deposit interest, by the saver's tax residence. One
 * table for the offers table's net rate, the order review and the ledger's tax bookings.
 * ILLUSTRATIVE figures as of 2026, loosely after published headline rates and simplified: no
 * church tax, no allowances, no refund procedures; not tax advice. A country not listed withholds
 * nothing.
 */
export const withholdingTaxRules: Readonly<Record<string, WithholdingTaxRule>> = {
  AT: { resident: '0.25', nonResident: '0', source: 'Kapitalertragsteuer, § 27a EStG' },
  BE: {
    resident: '0.30',
    nonResident: '0.30',
    byResidence: { NL: '0.15', FR: '0.15' },
    source: 'précompte mobilier on interest; treaty rates for NL and FR',
  },
  CH: { resident: '0.35', nonResident: '0.35', source: 'Verrechnungssteuer (VStG)' },
  CZ: { resident: '0.15', nonResident: '0.15', source: 'withholding tax on interest' },
  DE: {
    resident: '0.26375',
    nonResident: '0',
    source: 'Abgeltungsteuer 25 % plus 5.5 % solidarity surcharge on it (§ 32d EStG, SolZG)',
  },
  ES: { resident: '0.19', nonResident: '0.19', source: 'retención on savings income, first band' },
  FI: { resident: '0.30', nonResident: '0', source: 'tax on capital income' },
  FR: { resident: '0.128', nonResident: '0', source: 'prélèvement forfaitaire unique, tax part' },
  GB: { resident: '0', nonResident: '0', source: 'interest paid gross since 2016' },
  HR: { resident: '0.12', nonResident: '0.12', source: 'porez na dohodak od kamata' },
  IE: { resident: '0.33', nonResident: '0', source: 'deposit interest retention tax (DIRT)' },
  IT: {
    resident: '0.26',
    nonResident: '0.26',
    byResidence: { DE: '0.05', AT: '0.10' },
    source: 'ritenuta on bank interest (D.L. 66/2014); treaty rates for DE and AT',
  },
  NL: { resident: '0', nonResident: '0', source: 'no tax at source on interest' },
  PL: {
    resident: '0.19',
    nonResident: '0.19',
    byResidence: { DE: '0.05', AT: '0.05' },
    source: 'podatek Belki, art. 30a PIT; treaty rates for DE and AT',
  },
  PT: {
    resident: '0.28',
    nonResident: '0.28',
    byResidence: { DE: '0.15', FR: '0.12' },
    source: 'taxa liberatória, art. 71 CIRS; treaty rates for DE and FR',
  },
  SK: { resident: '0.19', nonResident: '0', source: 'withholding tax on interest of residents' },
  US: { resident: '0', nonResident: '0', source: 'no withholding on bank deposit interest' },
}

/** The rate a bank of `bankCountry` withholds from a saver resident in `residence`. */
export function withholdingTaxRate(bankCountry: string, residence: string): DecimalString {
  const rule = withholdingTaxRules[bankCountry]
  if (rule === undefined) return '0'
  if (bankCountry === residence) return rule.resident
  return (isTaxResidence(residence) ? rule.byResidence?.[residence] : undefined) ?? rule.nonResident
}

/** The rate the bank's country withholds from savers of other countries (the offer's own figure). */
export function nonResidentWithholdingTaxRate(bankCountry: string): DecimalString {
  return withholdingTaxRules[bankCountry]?.nonResident ?? '0'
}

/** Tax on one interest booking, rounded half to even like the booking itself. */
export function withheldTax(grossInterest: number, rate: string): number {
  return roundMinorUnits(new Big(grossInterest).times(rate))
}
