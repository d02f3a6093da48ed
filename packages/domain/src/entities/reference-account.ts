import { z } from 'zod'
import { CurrencyCode } from '../primitives'

/**
 * The customer's own bank account for pay-ins and payouts (spec section 3). IBAN and BIC in SEPA
 * countries; account number and branch (sort) code elsewhere, so each is optional.
 */
export const ReferenceAccount = z.object({
  accountId: z.string().min(1),
  accountHolder: z.string(),
  bankName: z.string().nullish(),
  bic: z.string().nullish(),
  iban: z.string().nullish(),
  accountNumber: z.string().nullish(),
  branchCode: z.string().nullish(),
  ccy: CurrencyCode,
})
export type ReferenceAccount = z.infer<typeof ReferenceAccount>
