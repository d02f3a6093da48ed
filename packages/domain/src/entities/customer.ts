import { z } from 'zod'
import { AccountStatus, AccountType } from '../enumerations'
import { BacNumber } from '../ids'
import { Address } from './address'
import { Person } from './person'
import { ReferenceAccount } from './reference-account'

/** Customer account number, e.g. `BAC_1234567890` (one schema, in ids.ts). */
export { BacNumber }

export const Company = z.object({
  name: z.string(),
  legalForm: z.string().nullish(),
  registrationNumber: z.string().nullish(),
})
export type Company = z.infer<typeof Company>

/** A reference from the account to one of its persons; the full person is in `_embedded`. */
export const CustomerPersonReference = z.object({ id: z.string().min(1) })
export type CustomerPersonReference = z.infer<typeof CustomerPersonReference>

/** A customer account (spec section 3). `_embedded` is filled when asked for with `embed`. */
export const Customer = z.object({
  id: BacNumber,
  legacyId: z.object({ partnerNo: z.string() }).nullish(),
  status: AccountStatus,
  type: AccountType,
  distributorId: z.string(),
  distributionChannelId: z.string().nullish(),
  registrationDate: z.iso.date(),
  company: Company.nullish(),
  persons: z.array(CustomerPersonReference),
  address: Address,
  deliveryAddress: Address.nullish(),
  _embedded: z
    .object({
      persons: z.array(Person).optional(),
      referenceAccounts: z.array(ReferenceAccount).optional(),
    })
    .optional(),
})
export type Customer = z.infer<typeof Customer>
