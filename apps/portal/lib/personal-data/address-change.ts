import { Address } from '@portal/domain'
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
 * An address as the customer corrects it (the domain's Address with the limits of a form):
 * street, city and postal code required, the postal code in its country's format.
 * The message of each issue is a key of `CustomerData.errors`.
 */
export const AddressChange = Address.extend({
  street: requiredLine(100),
  streetNumber: requiredLine(20),
  additionalInformation: optionalLine(100),
  flatNumber: optionalLine(12),
  city: requiredLine(60),
  postalCode: z.string().trim().min(1, { error: 'required' }).max(10, { error: 'tooLong' }),
  countryCode: z.string().regex(/^[A-Z]{2}$/, { error: 'required' }),
}).superRefine((address, context) => {
  if (address.postalCode && !postalCodeFits(address.postalCode, address.countryCode)) {
    context.addIssue({ code: 'custom', message: 'postalCodeFormat', path: ['postalCode'] })
  }
})
export type AddressChange = z.output<typeof AddressChange>

export const addressFields = [
  'street',
  'streetNumber',
  'additionalInformation',
  'flatNumber',
  'postalCode',
  'city',
  'countryCode',
] as const
