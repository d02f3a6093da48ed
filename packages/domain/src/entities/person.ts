import { z } from 'zod'
import { RoleName, RoleStatus } from '../enumerations'
import { CountryCode } from '../primitives'
import { Address } from './address'

export const PersonalDetails = z.object({
  academicTitleCode: z.string().nullish(),
  courtesyTitleCode: z.string().nullish(),
  birthName: z.string().nullish(),
  birthPlace: z.string().nullish(),
  birthCountryCode: CountryCode.nullish(),
  nationalityPrimary: CountryCode.nullish(),
  nationalitySecondary: CountryCode.nullish(),
  gender: z.string().nullish(),
  maritalStatus: z.string().nullish(),
  profession: z.string().nullish(),
  industry: z.string().nullish(),
})
export type PersonalDetails = z.infer<typeof PersonalDetails>

export const ContactDetails = z.object({
  email: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  /** The language the bank writes the person's letters, mails, SMS and documents in. */
  correspondenceLanguage: z.string().nullish(),
})
export type ContactDetails = z.infer<typeof ContactDetails>

/** One tax residence; `precedence` orders several residences (1 = primary). */
export const TaxDetail = z.object({
  taxIdentificationNumber: z.string().nullish(),
  countryCode: CountryCode,
  precedence: z.number().int().nonnegative(),
})
export type TaxDetail = z.infer<typeof TaxDetail>

/** A coded answer with the text the customer saw when choosing it. */
export const CodedAnswer = z.object({ displayedText: z.string(), code: z.string() })
export type CodedAnswer = z.infer<typeof CodedAnswer>

export const AdditionalFinancialInformation = z.object({
  pep: z.object({ status: z.string(), additionalInfo: z.string().nullish() }).nullish(),
  sourceOfFunds: z
    .object({ originOfFunds: CodedAnswer.nullish(), annualIncome: CodedAnswer.nullish() })
    .nullish(),
})
export type AdditionalFinancialInformation = z.infer<typeof AdditionalFinancialInformation>

export const PersonRole = z.object({ id: z.string(), name: RoleName, status: RoleStatus })
export type PersonRole = z.infer<typeof PersonRole>

/** A natural person attached to a customer account (spec section 3, Person). */
export const Person = z.object({
  id: z.string().min(1),
  personId: z.string().nullish(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.iso.date().nullish(),
  username: z.string().nullish(),
  personalDetails: PersonalDetails.nullish(),
  address: Address.nullish(),
  contactDetails: ContactDetails.nullish(),
  taxDetails: z.array(TaxDetail).nullish(),
  additionalFinancialInformation: AdditionalFinancialInformation.nullish(),
  roles: z.array(PersonRole),
})
export type Person = z.infer<typeof Person>
