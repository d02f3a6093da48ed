import type { CalendarDate } from '@portal/domain/money/calendar-date'
import {
  accountIds,
  ensureAccounts,
  feeIncomeAccountSpec,
  portfolioAccountSpecs,
  referenceAccountSpec,
} from '../ledger/ledger-accounts'
import type { InvestmentBookingType, LedgerTx } from '../ledger/ledger-transaction'
import { postBooking } from '../ledger/post-booking'
import { batchInstant } from '../ledger/run-due-events'
import type { PortfolioRow } from './portfolio-rows'

/** Where a portfolio's money moves: in from the home bank, invested, taken as the fee. */
const moves: Record<InvestmentBookingType, { from: Side; to: Side }> = {
  ORDER_DEBIT: { from: 'reference', to: 'cash' },
  SAVINGS_PLAN_DEBIT: { from: 'reference', to: 'cash' },
  FUND_PURCHASE: { from: 'cash', to: 'custody' },
  MANAGEMENT_FEE: { from: 'custody', to: 'feeIncome' },
}
type Side = 'reference' | 'cash' | 'custody' | 'feeIncome'

function accountOf(side: Side, portfolio: PortfolioRow): string {
  if (side === 'reference') return accountIds.reference(portfolio.customerId, portfolio.currency)
  if (side === 'cash') return accountIds.portfolioCash(portfolio.id)
  if (side === 'custody') return accountIds.custody(portfolio.id)
  return accountIds.feeIncome(portfolio.currency)
}

export interface PortfolioBooking {
  type: InvestmentBookingType
  amount: number
  bookingDate: CalendarDate
  /** The clock's now; a day caught up later is booked on its own morning (`batchInstant`). */
  now: Date
  orderId?: string
  /** A management fee's month (`2026-10`). */
  period?: string
}

/** The text a portfolio booking carries (the migrated bookings got the same). */
function referenceOf(booking: PortfolioBooking): string {
  const order = booking.orderId?.slice(0, 8) ?? ''
  if (booking.type === 'MANAGEMENT_FEE') return `Management fee ${booking.period ?? ''}`
  if (booking.type === 'FUND_PURCHASE') return `Fund purchase ${order}`
  if (booking.type === 'SAVINGS_PLAN_DEBIT') return `Savings plan ${order}`
  return `Investment order ${order}`
}

/** Books a portfolio's movement in the ledger, opening its accounts on first use. */
export async function bookPortfolio(
  tx: LedgerTx,
  portfolio: PortfolioRow,
  booking: PortfolioBooking,
): Promise<string> {
  await ensureAccounts(tx, [
    referenceAccountSpec(portfolio.customerId, portfolio.currency),
    ...portfolioAccountSpecs(portfolio),
    feeIncomeAccountSpec(portfolio.currency),
  ])
  const move = moves[booking.type]
  return postBooking(tx, {
    type: booking.type,
    fromAccountId: accountOf(move.from, portfolio),
    toAccountId: accountOf(move.to, portfolio),
    amount: booking.amount,
    currency: portfolio.currency,
    bookingDate: booking.bookingDate,
    bookedAt: batchInstant(booking.bookingDate, booking.now).toISOString(),
    customerId: portfolio.customerId,
    orderId: booking.orderId ?? null,
    portfolioId: portfolio.id,
    period: booking.period ?? null,
    reference: referenceOf(booking),
  })
}
