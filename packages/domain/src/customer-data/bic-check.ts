import { extractBIC, ValidationErrorsBIC, validateBIC } from 'ibantools'

export const bicProblems = [
  'bic_invalid_format',
  'bic_unknown_country',
  'bic_country_mismatch',
] as const
export type BicProblem = (typeof bicProblems)[number]

export type BicCheck =
  | { ok: true; bic: string; countryCode: string }
  | { ok: false; problem: BicProblem }

/**
 * Territories whose banks have BICs of their own but whose accounts carry the IBAN of another
 * country (Channel Islands and Isle of Man use GB IBANs, the French overseas departments and
 * collectivities FR IBANs, Åland FI IBANs).
 */
const bicCountriesByIbanCountry: Readonly<Record<string, readonly string[]>> = {
  GB: ['GB', 'GG', 'JE', 'IM'],
  FR: ['FR', 'GF', 'GP', 'MQ', 'RE', 'YT', 'PM', 'BL', 'MF'],
  FI: ['FI', 'AX'],
}

export function normaliseBic(input: string): string {
  return input.replace(/\s/g, '').toUpperCase()
}

/** Whether a BIC of `bicCountry` may belong to an account with an IBAN of `ibanCountry`. */
export function bicFitsIbanCountry(bicCountry: string, ibanCountry: string): boolean {
  return (bicCountriesByIbanCountry[ibanCountry] ?? [ibanCountry]).includes(bicCountry)
}

/**
 * Checks a BIC (8 or 11 characters) as typed. With the country of the account's IBAN, a BIC of
 * another country is refused: money would go to the wrong bank.
 */
export function checkBic(input: string, ibanCountry?: string): BicCheck {
  const bic = normaliseBic(input)
  const { errorCodes } = validateBIC(bic)
  if (errorCodes.includes(ValidationErrorsBIC.NoBICCountry) && /^[A-Z0-9]{4}[A-Z]{2}/.test(bic)) {
    return { ok: false, problem: 'bic_unknown_country' }
  }
  if (errorCodes.length > 0) return { ok: false, problem: 'bic_invalid_format' }
  const countryCode = extractBIC(bic).countryCode ?? ''
  if (ibanCountry && !bicFitsIbanCountry(countryCode, ibanCountry)) {
    return { ok: false, problem: 'bic_country_mismatch' }
  }
  return { ok: true, bic, countryCode }
}
