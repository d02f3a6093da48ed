import { BacNumber, CurrencyCode, MinorUnits } from '@portal/domain'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'

export { transactionAccountsServicePrefix } from '../service-prefixes'

/** What moved money on the customer's transaction account. */
export const TransactionType = z.enum([
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'DEPOSIT_PLACEMENT',
  'DEPOSIT_REPAYMENT',
  'INTEREST',
  'WITHHOLDING_TAX',
])
export type TransactionType = z.infer<typeof TransactionType>

/** One booking. `amount` is never negative: `direction` says whether it came in or went out. */
export const Transaction = z.object({
  id: z.string().min(1),
  bookingDate: z.iso.date(),
  valueDate: z.iso.date(),
  type: TransactionType,
  direction: z.enum(['CREDIT', 'DEBIT']),
  amount: MinorUnits,
  currency: CurrencyCode,
  /** The other side: the reference account's holder or the partner bank; null for taxes. */
  counterparty: z.string().nullable(),
  reference: z.string(),
})
export type Transaction = z.infer<typeof Transaction>

/** A customer's bookings, newest first. */
export const TransactionList = z.object({
  customerId: BacNumber,
  items: z.array(Transaction),
})
export type TransactionList = z.infer<typeof TransactionList>

/**
 * Transaction accounts (`/das/v2`). A customer not among the token's `bac_number` answers 403
 * `unauthorized`; no token, 401.
 */
export const transactionAccountsContract = {
  listTransactions: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/transactions',
    auth: 'bearer',
    params: z.object({ customerId: BacNumber }),
    response: TransactionList,
  }),
}
