import {
  CurrencyCode,
  DecimalString,
  InterestPayoutScheme,
  MinorUnits,
  OfferProductType,
  ProductType,
} from '@portal/domain'
import { AccountIdentifier } from '@portal/domain/customer-data/account-identifier'
import { z } from 'zod'

/** What moved money in the ledger; the sandbox's bookings use this list. */
export const LedgerBookingType = z.enum([
  'TRANSFER_IN',
  'TRANSFER_RETURNED',
  'DEPOSIT_PLACEMENT',
  'DEPOSIT_OPENING',
  'ORDER_REJECTED',
  'INTEREST',
  'WITHHOLDING_TAX',
  'DEPOSIT_REPAYMENT',
  'PROLONGATION',
  'WITHDRAWAL',
  'PAYOUT',
  /** Refer-a-friend: the bank's bonus to both customers once the friend's first deposit opens. */
  'REFERRAL_BONUS',
])
export type LedgerBookingType = z.infer<typeof LedgerBookingType>

/** A positive amount in minor units (an amount to order, pay or transfer). */
export const PositiveMinorUnits = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** One booking as the customer sees it: on one of their accounts, in or out. */
export const LedgerBooking = z.object({
  id: z.string().min(1),
  bookingDate: z.iso.date(),
  valueDate: z.iso.date(),
  type: LedgerBookingType,
  direction: z.enum(['CREDIT', 'DEBIT']),
  amount: MinorUnits,
  currency: CurrencyCode,
  /** The customer's account it touches: the settlement account or a deposit. */
  account: z.enum(['settlement', 'deposit']),
  depositId: z.string().nullable(),
  orderId: z.string().nullable(),
  counterparty: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
  reference: z.string(),
  /** The partner bank of the deposit or order the booking belongs to (its country: ISO alpha-2). */
  bank: z.object({ name: z.string(), country: z.string() }).nullable(),
  /** The product of that deposit or order, and its offer's term (null without one). */
  productType: ProductType.nullable(),
  termMonths: z.number().int().nullable(),
})
export type LedgerBooking = z.infer<typeof LedgerBooking>

export const ProlongationChoice = z.enum(['NONE', 'PRINCIPAL', 'PRINCIPAL_AND_INTEREST'])
export type ProlongationChoice = z.infer<typeof ProlongationChoice>

export const DepositStatus = z.enum(['active', 'matured', 'paid_out', 'prolonged', 'notice_given'])
export type DepositStatus = z.infer<typeof DepositStatus>

export const OrderStatus = z.enum([
  'pending_funding',
  'forwarded',
  'active',
  'cancelled',
  'rejected',
])
export type OrderStatus = z.infer<typeof OrderStatus>

export const SettlementAccount = z.object({
  currency: CurrencyCode,
  /**
   * Where the customer transfers money to, from the reference account only: named in the scheme
   * of the customer's market (IBAN, or routing and account number).
   */
  account: AccountIdentifier,
  /** Never below zero. */
  balance: MinorUnits,
})
export type SettlementAccount = z.infer<typeof SettlementAccount>

export const Deposit = z.object({
  id: z.string().min(1),
  offerId: z.string(),
  bankId: z.string(),
  bankName: z.string(),
  bankCountry: z.string(),
  productType: ProductType,
  offerProductType: OfferProductType,
  currency: CurrencyCode,
  principal: MinorUnits,
  balance: MinorUnits,
  annualRate: DecimalString,
  compounding: z.boolean(),
  interestPayout: InterestPayoutScheme,
  dayCountConvention: z.string(),
  withholdingTaxRate: DecimalString,
  startDate: z.iso.date(),
  maturityDate: z.iso.date().nullable(),
  termMonths: z.number().int().nullable(),
  noticePeriodDays: z.number().int().nullable(),
  noticeGivenOn: z.iso.date().nullable(),
  /** Notice accounts: the day the money reaches the settlement account. */
  availableOn: z.iso.date().nullable(),
  /** A partial notice's amount; null for a notice on the whole balance (or none). */
  noticeAmount: MinorUnits.nullable(),
  /** Notice accounts whose offer allows notice on part of the balance: the least part. */
  partialNoticeMinimum: MinorUnits.nullable(),
  status: DepositStatus,
  prolongation: ProlongationChoice,
  /** Last day the prolongation choice can change (5 bank days before maturity). */
  prolongationCutoff: z.iso.date().nullable(),
  /** Interest earned since the last booking, rounded half to even; not yet booked. */
  accruedInterest: MinorUnits,
  /** Gross interest booked so far and the tax withheld from it. */
  paidInterest: MinorUnits,
  withheldTax: MinorUnits,
  nextInterestOn: z.iso.date().nullable(),
  previousDepositId: z.string().nullable(),
})
export type Deposit = z.infer<typeof Deposit>

export const DepositDetail = Deposit.extend({
  bookings: z.array(LedgerBooking),
  /** The bank's date the deposit is shown for: whether its prolongation can still change, when notice would pay out. */
  today: z.iso.date(),
})
export type DepositDetail = z.infer<typeof DepositDetail>

export const SavingsOrder = z.object({
  id: z.string().min(1),
  offerId: z.string(),
  bankId: z.string(),
  amount: MinorUnits,
  currency: CurrencyCode,
  status: OrderStatus,
  prolongation: ProlongationChoice,
  reference: z.string(),
  createdAt: z.string(),
  forwardedOn: z.iso.date().nullable(),
  opensOn: z.iso.date().nullable(),
  depositId: z.string().nullable(),
  /** While pending: what the customer must transfer, where to and with which reference. */
  transferDetails: z
    .object({ account: AccountIdentifier, reference: z.string(), amountMissing: MinorUnits })
    .nullable(),
  /** While pending: the day the bank would open the deposit were the money there today. */
  opensIfFundedToday: z.iso.date().nullable(),
})
export type SavingsOrder = z.infer<typeof SavingsOrder>
