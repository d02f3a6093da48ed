import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { eq } from 'drizzle-orm'
import { deposits } from '../../db/schema'
import { bookInterest } from './book-interest'
import { fundPendingOrders } from './fund-pending-orders'
import type { LedgerTx } from './ledger-transaction'
import { lockDeposit } from './lock-deposit'
import { nextInterestDate } from './next-interest-date'

/** Books a deposit's interest due on `on` (its payout scheme's date) and schedules the next. */
export async function bookScheduledInterest(
  tx: LedgerTx,
  depositId: string,
  on: CalendarDate,
  now: Date,
): Promise<void> {
  const locked = await lockDeposit(tx, depositId)
  if (locked === undefined) return
  const { deposit } = locked
  const due = deposit.nextInterestOn
  if (due === null || due !== on || !['active', 'notice_given'].includes(deposit.status)) return
  // the interest of maturity is booked by the maturity itself (later on the same day), which
  // knows whether it stays on a renewed deposit or goes to the settlement account
  if (deposit.status === 'active' && deposit.maturityDate === on) return
  const gross = await bookInterest(tx, deposit, on, now)
  const next = nextInterestDate(deposit, on)
  const beforeEnd = next !== null && (deposit.availableOn === null || next < deposit.availableOn)
  await tx
    .update(deposits)
    .set({ nextInterestOn: beforeEnd ? next : null })
    .where(eq(deposits.id, deposit.id))
  // interest paid out to the settlement account may complete a pending order
  if (gross > 0 && !deposit.compounding) {
    await fundPendingOrders(tx, deposit.customerId, deposit.currency, now)
  }
}
