import { z } from 'zod'
import { CountryCode } from '../primitives'

/** A postal address of a customer account or a person (spec section 3). */
export const Address = z.object({
  street: z.string(),
  streetNumber: z.string().nullish(),
  additionalInformation: z.string().nullish(),
  city: z.string(),
  flatNumber: z.string().nullish(),
  postalCode: z.string(),
  /** The state of a US address as its USPS code (IL); absent or null elsewhere. */
  state: z.string().nullish(),
  countryCode: CountryCode,
})
export type Address = z.infer<typeof Address>
