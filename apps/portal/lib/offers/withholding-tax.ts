import type { DecimalString } from '@portal/domain'

/** Tax residences the visitor can choose: the portal's markets. */
export const taxResidences = [
  'DE',
  'AT',
  'GB',
  'IE',
  'ES',
  'FR',
  'NL',
  'PL',
  'FI',
  'IT',
  'CH',
  'US',
] as const
export type TaxResidence = (typeof taxResidences)[number]

interface WithholdingRates {
  /** Withheld at source from a resident of the bank's country. */
  resident: DecimalString
  /** Withheld at source from a resident of any other country. */
  nonResident: DecimalString
  /** Treaty or relief rates for particular residences. */
  byResidence?: Partial<Record<TaxResidence, DecimalString>>
}

/**
 * Withholding tax on deposit interest by bank country × tax residence.
 * ILLUSTRATIVE figures, loosely after published headline rates (e.g. PwC "Worldwide Tax Summaries",
 * 2025), simplified: no church tax, no allowances, no refund procedures. Not tax advice; the
 * offer's own `withholdingTax.rate` is used for bank countries not listed here.
 */
export const withholdingTaxTable: Readonly<Record<string, WithholdingRates>> = {
  AT: { resident: '0.25', nonResident: '0' },
  BE: { resident: '0.30', nonResident: '0.30', byResidence: { NL: '0.15', FR: '0.15' } },
  CH: { resident: '0.35', nonResident: '0.35' },
  CZ: { resident: '0.15', nonResident: '0.15' },
  DE: { resident: '0.26375', nonResident: '0' },
  ES: { resident: '0.19', nonResident: '0' },
  FI: { resident: '0.30', nonResident: '0' },
  FR: { resident: '0.128', nonResident: '0' },
  GB: { resident: '0', nonResident: '0' },
  IE: { resident: '0.33', nonResident: '0' },
  IT: { resident: '0.26', nonResident: '0.26', byResidence: { DE: '0.05', AT: '0.10' } },
  NL: { resident: '0', nonResident: '0' },
  PL: { resident: '0.19', nonResident: '0.19', byResidence: { DE: '0.05', AT: '0.05' } },
  PT: { resident: '0.28', nonResident: '0.28', byResidence: { DE: '0.15', FR: '0.12' } },
  SK: { resident: '0.19', nonResident: '0.19' },
  US: { resident: '0', nonResident: '0' },
}

export function withholdingTaxRate(
  bankCountry: string,
  residence: TaxResidence,
  offerRate: DecimalString,
): DecimalString {
  const rates = withholdingTaxTable[bankCountry]
  if (!rates) return offerRate
  if (bankCountry === residence) return rates.resident
  return rates.byResidence?.[residence] ?? rates.nonResident
}

const scale = 12

function toScaled(value: DecimalString): bigint {
  const negative = value.startsWith('-')
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.')
  const scaled = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale))
  return negative ? -scaled : scaled
}

function fromScaled(value: bigint, digits: number): DecimalString {
  const drop = 10n ** BigInt(scale - digits)
  const rounded = (value < 0n ? value - drop / 2n : value + drop / 2n) / drop
  const negative = rounded < 0n
  const text = (negative ? -rounded : rounded).toString().padStart(digits + 1, '0')
  return `${negative ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/**
 * Rate after withholding tax: gross × (1 − tax), in exact decimal arithmetic, rounded half away
 * from zero to 6 decimals (0.0001 %). "0.0300" with "0.26375" → "0.022088".
 */
export function netRateAfterWithholding(gross: DecimalString, tax: DecimalString): DecimalString {
  const one = 10n ** BigInt(scale)
  const product = (toScaled(gross) * (one - toScaled(tax))) / one
  return fromScaled(product, 6)
}

export function compareDecimal(a: DecimalString, b: DecimalString): number {
  const difference = toScaled(a) - toScaled(b)
  return difference === 0n ? 0 : difference < 0n ? -1 : 1
}
