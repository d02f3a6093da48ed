import { Address } from '@portal/domain'
import { isUsStateCode, usZipCode } from '@portal/domain/customer-data/us-states'
import { addressFormatOf } from '@portal/domain/markets'
import { z } from 'zod'

/** Postal codes of the portal's markets; other countries need a code of 2 to 10 characters. */
const postalCodePatterns: Readonly<Record<string, RegExp>> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  FI: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  PL: /^\d{2}-\d{3}$/,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  US: /^\d{5}(-\d{4})?$/,
}

export function postalCodeFits(postalCode: string, countryCode: string): boolean {
  const pattern = postalCodePatterns[countryCode] ?? /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/
  return pattern.test(postalCode.toUpperCase())
}

// Letters of any script, marks, digits and the punctuation of street names ("St. Anne's-Weg 3/1")
const addressText = /^[\p{L}\p{M}\d .,'’/()-]*$/u

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .regex(addressText, { error: 'invalidCharacters' })
const requiredLine = (max: number) => line(max).min(1, { error: 'required' })
const optionalLine = (max: number) => line(max).transform((value) => value || null)

/**
 * An address as the customer corrects it (the domain's Address with the limits of a form), in the
 * format of its country's market: street, house number, city and postal code in the country's
 * format; in the US the street line with its number, city, state and ZIP code (5 digits or ZIP+4).
 * The message of each issue is a key of `CustomerData.errors`.
 */
export const AddressChange = Address.extend({
  street: requiredLine(100),
  streetNumber: optionalLine(20),
  additionalInformation: optionalLine(100),
  flatNumber: optionalLine(12),
  city: requiredLine(60),
  postalCode: z.string().trim().min(1, { error: 'required' }).max(10, { error: 'tooLong' }),
  state: z.string().trim().max(2, { error: 'invalidChoice' }).optional(),
  countryCode: z.string().regex(/^[A-Z]{2}$/, { error: 'required' }),
})
  .superRefine((address, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', message, path: [path] })
    if (addressFormatOf(address.countryCode) === 'cityStateZip') {
      if (!isUsStateCode(address.state ?? '')) issue('state', 'invalidChoice')
      if (address.postalCode && !usZipCode.test(address.postalCode))
        issue('postalCode', 'zipFormat')
      return
    }
    if (!address.streetNumber) issue('streetNumber', 'required')
    if (address.postalCode && !postalCodeFits(address.postalCode, address.countryCode)) {
      issue('postalCode', 'postalCodeFormat')
    }
  })
  .transform(({ state, ...address }) => ({
    ...address,
    state: addressFormatOf(address.countryCode) === 'cityStateZip' ? (state ?? null) : null,
  }))
export type AddressChange = z.output<typeof AddressChange>

export const addressFields = [
  'street',
  'streetNumber',
  'additionalInformation',
  'flatNumber',
  'postalCode',
  'city',
  'state',
  'countryCode',
] as const
