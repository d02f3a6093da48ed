import { BacNumber, CurrencyCode, MinorUnits } from '@portal/domain'
import { AccountIdentifier } from '@portal/domain/customer-data/account-identifier'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import {
  Deposit,
  DepositDetail,
  LedgerBooking,
  LedgerBookingType,
  PositiveMinorUnits,
  ProlongationChoice,
  SavingsOrder,
  SettlementAccount,
} from './savings-entities'

/** Service prefix of the savings service: settlement accounts, deposits, orders, bookings. */
export { savingsServicePrefix } from '../service-prefixes'
export * from './savings-entities'

/** Header that makes a money-moving write safe to repeat (same key → same answer). */
export const idempotencyKeyHeader = 'Idempotency-Key'

export const GuaranteeExposure = z.object({
  bankId: z.string(),
  bankCountry: z.string(),
  scheme: z.string().nullable(),
  currency: CurrencyCode,
  /** Per holder (a joint account's money is split between its holders). */
  exposure: MinorUnits,
  limit: MinorUnits.nullable(),
  uncovered: MinorUnits,
  /** Deposits at this bank in another currency than the scheme's: not compared. */
  otherCurrencyDeposits: z.number().int().nonnegative(),
})
export type GuaranteeExposure = z.infer<typeof GuaranteeExposure>

/** Per currency: gross interest booked and tax withheld since 1 January of the overview's day. */
export const YearInterest = z.object({
  currency: CurrencyCode,
  amount: MinorUnits,
  withheldTax: MinorUnits,
})
export type YearInterest = z.infer<typeof YearInterest>

export const SavingsOverview = z.object({
  customerId: BacNumber,
  /** The sandbox clock's date the figures are for. */
  today: z.iso.date(),
  settlementAccounts: z.array(SettlementAccount),
  deposits: z.array(Deposit),
  pendingOrders: z.array(SavingsOrder),
  /** Per partner bank: deposits plus expected interest against its guarantee scheme. */
  guaranteeExposure: z.array(GuaranteeExposure),
  /** The holders each exposure is counted per: a joint account's, 1 for any other account. */
  guaranteeHolders: z.number().int().positive(),
  /** Summed in the ledger's query: a customer with years of monthly interest pages nothing. */
  yearInterest: z.array(YearInterest),
})
export type SavingsOverview = z.infer<typeof SavingsOverview>

export const PlaceOrderRequest = z.object({
  offerId: z.string().min(1),
  amount: PositiveMinorUnits,
  prolongation: ProlongationChoice.optional(),
})
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>

/** Notice on part of the balance (`amount`), or on all of it (no amount, or no body). */
export const NoticeRequest = z.object({ amount: PositiveMinorUnits.optional() }).optional()
export type NoticeRequest = z.infer<typeof NoticeRequest>

export const WithdrawalRequest = z.object({
  currency: CurrencyCode,
  amount: PositiveMinorUnits,
  /**
   * Must be the reference account: its key (domain `accountKey`), the IBAN or, where the market
   * names accounts by routing and account number, `ABA` + routing number + account number.
   */
  payeeIban: z.string().min(15).max(34),
  /** A verified mTAN challenge for exactly this amount and payee. */
  scaChallengeId: z.string().min(1),
  /** Withdraw from this overnight or Flexgeld deposit; omitted: from the settlement account. */
  depositId: z.string().min(1).optional(),
})
export type WithdrawalRequest = z.infer<typeof WithdrawalRequest>

export const Withdrawal = z.object({
  id: z.string(),
  status: z.literal('executed'),
  amount: MinorUnits,
  currency: CurrencyCode,
  payeeIban: z.string(),
  depositId: z.string().nullable(),
  bookingIds: z.array(z.string()),
})
export type Withdrawal = z.infer<typeof Withdrawal>

export const BookingQuery = z.object({
  currency: CurrencyCode.optional(),
  type: LedgerBookingType.optional(),
  depositId: z.string().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().max(200).default(50),
})
export type BookingQuery = z.input<typeof BookingQuery>

export const BookingPage = z.object({
  items: z.array(LedgerBooking),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
})
export type BookingPage = z.infer<typeof BookingPage>

const customer = z.object({ customerId: BacNumber })
const customerDeposit = customer.extend({ depositId: z.string().min(1) })
const customerOrder = customer.extend({ orderId: z.string().min(1) })

/**
 * The savings service (`/das/v1`). A customer not among the token's `bac_number` answers 403
 * `unauthorized`; another customer's deposit or order id answers 404. Writes that move money
 * or create an order need an `Idempotency-Key` header.
 */
export const savingsContract = {
  getOverview: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/savings',
    auth: 'bearer',
    params: customer,
    response: SavingsOverview,
  }),
  getDeposit: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/deposits/:depositId',
    auth: 'bearer',
    params: customerDeposit,
    response: DepositDetail,
  }),
  placeOrder: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/orders',
    auth: 'bearer',
    params: customer,
    body: PlaceOrderRequest,
    response: SavingsOrder,
  }),
  getOrder: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/orders/:orderId',
    auth: 'bearer',
    params: customerOrder,
    response: SavingsOrder,
  }),
  cancelOrder: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/orders/:orderId/cancellation',
    auth: 'bearer',
    params: customerOrder,
    response: SavingsOrder,
  }),
  changeProlongation: defineEndpoint({
    method: 'PUT',
    path: '/customers/:customerId/deposits/:depositId/prolongation',
    auth: 'bearer',
    params: customerDeposit,
    body: z.object({ prolongation: ProlongationChoice }),
    response: Deposit,
  }),
  giveNotice: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/deposits/:depositId/notice',
    auth: 'bearer',
    params: customerDeposit,
    body: NoticeRequest,
    response: Deposit,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/withdrawals',
    auth: 'bearer',
    params: customer,
    body: WithdrawalRequest,
    response: Withdrawal,
  }),
  listBookings: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/bookings',
    auth: 'bearer',
    params: customer,
    query: BookingQuery,
    response: BookingPage,
  }),
}

export const SandboxClockState = z.object({
  now: z.string(),
  today: z.iso.date(),
  /** Due events that ran during this call. */
  events: z.number().int().nonnegative(),
})
export type SandboxClockState = z.infer<typeof SandboxClockState>

/** The sender by IBAN (`fromIban`) or by its account in either scheme (`fromAccount`): one of them. */
export const IncomingTransferRequest = z
  .object({
    customerId: BacNumber,
    fromIban: z.string().min(15).max(34).optional(),
    fromAccount: AccountIdentifier.optional(),
    amount: PositiveMinorUnits,
    currency: CurrencyCode,
    reference: z.string().max(140).default(''),
  })
  .refine(
    (transfer) => (transfer.fromIban === undefined) !== (transfer.fromAccount === undefined),
    {
      message: 'either fromIban or fromAccount',
      path: ['fromAccount'],
    },
  )
export type IncomingTransferRequest = z.input<typeof IncomingTransferRequest>

/**
 * Demo controls of a local sandbox (`/das/v1/sandbox`); a deployed sandbox has none (404).
 */
export const savingsSandboxContract = {
  getClock: defineEndpoint({
    method: 'GET',
    path: '/sandbox/clock',
    auth: 'none',
    response: SandboxClockState,
  }),
  advanceClock: defineEndpoint({
    method: 'POST',
    path: '/sandbox/clock/advance',
    auth: 'none',
    body: z.object({
      days: z.number().int().min(0).max(3660).default(0),
      hours: z
        .number()
        .int()
        .min(0)
        .max(24 * 366)
        .default(0),
    }),
    response: SandboxClockState,
  }),
  receiveTransfer: defineEndpoint({
    method: 'POST',
    path: '/sandbox/incoming-transfers',
    auth: 'none',
    body: IncomingTransferRequest,
    response: z.object({
      status: z.enum(['credited', 'returned']),
      bookingIds: z.array(z.string()),
    }),
  }),
}
