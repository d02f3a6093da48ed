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

/** How many of the newest bookings to list (default 100). */
export const TransactionQuery = z.object({
  limit: z.coerce.number().int().positive().max(1000).default(100),
})
export type TransactionQuery = z.input<typeof TransactionQuery>

/** A customer's bookings on the transaction (settlement) account, newest first. */
export const TransactionList = z.object({
  customerId: BacNumber,
  items: z.array(Transaction),
})
export type TransactionList = z.infer<typeof TransactionList>

/**
 * Transaction accounts (`/das/v2`): the settlement account's bookings of the savings ledger (the
 * paged, filtered list of every account is `/das/v1/customers/:id/bookings`). A customer not
 * among the token's `bac_number` answers 403 `unauthorized`; no token, 401.
 */
export const transactionAccountsContract = {
  listTransactions: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/transactions',
    auth: 'bearer',
    params: z.object({ customerId: BacNumber }),
    query: TransactionQuery,
    response: TransactionList,
  }),
}
