import type { SandboxOrm } from '../db/database'

/** A drizzle transaction on the sandbox database. */
export type LedgerTx = Parameters<Parameters<SandboxOrm['transaction']>[0]>[0]

/** What moved money; written once, used by bookings, contracts and the README. */
export const bookingTypes = [
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
] as const
export type BookingType = (typeof bookingTypes)[number]
