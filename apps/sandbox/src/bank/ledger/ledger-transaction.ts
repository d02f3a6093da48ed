import type { LedgerBookingType } from '@portal/api-clients/contracts/savings-entities'
import type { SandboxTx } from '../../db/database'

/** A drizzle transaction on the sandbox database. */
export type LedgerTx = SandboxTx

/** What moved money in a portfolio: paid in, invested, the manager's monthly fee. */
export type InvestmentBookingType =
  | 'ORDER_DEBIT'
  | 'SAVINGS_PLAN_DEBIT'
  | 'FUND_PURCHASE'
  | 'MANAGEMENT_FEE'

/**
 * What moved money: the savings contract's list (packages/api-clients, the one definition of what
 * a savings customer sees) and the portfolio service's own types, which never reach that list.
 */
export type BookingType = LedgerBookingType | InvestmentBookingType
