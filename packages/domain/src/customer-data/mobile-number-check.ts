import type { CountryCode as PhoneCountry } from 'libphonenumber-js/max'
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

export const mobileNumberProblems = ['invalid', 'wrong_country', 'not_mobile'] as const
export type MobileNumberProblem = (typeof mobileNumberProblems)[number]

export type MobileNumberCheck =
  | { ok: true; e164: string }
  | { ok: false; problem: MobileNumberProblem }

/**
 * Number types that can receive an mTAN by SMS. Where a numbering plan does not separate mobile
 * from fixed lines (US, Canada) the metadata says FIXED_LINE_OR_MOBILE and cannot tell: accepted.
 */
const textableTypes = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', undefined])

/**
 * A mobile number for the mTAN, in the customer's `expectedCountry` (alpha-2). National numbers
 * are read in that country; `+` and `00` numbers are read as international. Uses the full
 * metadata (`/max`), which knows number types: import it on the server, not in a client bundle.
 */
export function checkMobileNumber(input: string, expectedCountry: string): MobileNumberCheck {
  const number = parsePhoneNumberFromString(input, expectedCountry.toUpperCase() as PhoneCountry)
  if (!number?.isValid()) return { ok: false, problem: 'invalid' }
  if (number.country !== expectedCountry.toUpperCase())
    return { ok: false, problem: 'wrong_country' }
  if (!textableTypes.has(number.getType())) return { ok: false, problem: 'not_mobile' }
  return { ok: true, e164: number.number }
}

/**
 * A mobile number masked for a message: its country calling code and its last two digits
 * (`+358 ••• ••••21`, `+1 ••• ••••36`), enough to recognise the phone, not to learn the number.
 */
export function maskedMobileNumber(e164: string): string {
  const code = parsePhoneNumberFromString(e164)?.countryCallingCode
  return `${code === undefined ? e164.slice(0, 3) : `+${code}`} ••• ••••${e164.slice(-2)}`
}
