import type { CountryCode as PhoneCountry } from 'libphonenumber-js/max'
import { getExampleNumber, isSupportedCountry } from 'libphonenumber-js/max'
import mobileExamples from 'libphonenumber-js/mobile/examples'

/** A mobile number as the country writes it at home and from abroad. */
export interface MobileNumberExample {
  national: string
  international: string
}

/**
 * The numbering plan's example mobile number of `country` (alpha-2), for the hint of a mobile
 * number field: "0664 123456" and "+43 664 123456" for AT. Undefined for a country the metadata
 * does not know. Full metadata, like the check: server code only.
 */
export function mobileNumberExample(country: string): MobileNumberExample | undefined {
  const code = country.toUpperCase()
  if (!isSupportedCountry(code)) return undefined
  const example = getExampleNumber(code as PhoneCountry, mobileExamples)
  if (!example) return undefined
  return { national: example.formatNational(), international: example.formatInternational() }
}
