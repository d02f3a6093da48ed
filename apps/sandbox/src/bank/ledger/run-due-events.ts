import { type CalendarDate, calendarDateOf } from '@portal/domain/money/calendar-date'
import { and, asc, eq, inArray, isNotNull, lte, min } from 'drizzle-orm'
import type { SandboxClock } from '../../clock/sandbox-clock'
import type { SandboxOrm } from '../../db/database'
import { deposits, savingsOrders } from '../../db/schema'
import { matureDeposit } from './mature-deposit'
import { expireNotice } from './notice'
import { openDepositOfOrder } from './open-deposit'
import { bookScheduledInterest } from './scheduled-interest'

/**
 * Runs every event due up to the clock's today, day by day in date order; on one day: banks
 * open deposits of forwarded orders, then interest is booked, then term deposits mature, then
 * notice periods end. Each event is its own transaction and re-checks its state under lock, so
 * two runs at once (or a run after a crash) book nothing twice.
 */
export async function runDueEvents(orm: SandboxOrm, clock: SandboxClock): Promise<number> {
  const today = await clock.today()
  let events = 0
  for (
    let day = await nextEventDate(orm, today);
    day !== null;
    day = await nextEventDate(orm, today)
  ) {
    events += await runEventsOf(orm, day, batchInstant(day, await clock.now()))
  }
  await clock.markProcessed(today)
  return events
}

/**
 * When a day's batch ran: now for today's events, 06:00 UTC of their day for those caught up
 * later, so that what they set off (an order funded by a repayment) is dated on that day too.
 */
export function batchInstant(day: CalendarDate, now: Date): Date {
  return calendarDateOf(now) === day ? now : new Date(`${day}T06:00:00.000Z`)
}

async function runEventsOf(orm: SandboxOrm, day: CalendarDate, now: Date): Promise<number> {
  const opening = await orm
    .select({ id: savingsOrders.id })
    .from(savingsOrders)
    .where(and(eq(savingsOrders.status, 'forwarded'), lte(savingsOrders.opensOn, day)))
    .orderBy(asc(savingsOrders.createdAt))
  for (const { id } of opening) await orm.transaction((tx) => openDepositOfOrder(tx, id, day, now))
  const interest = await orm
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(inArray(deposits.status, ['active', 'notice_given']), eq(deposits.nextInterestOn, day)),
    )
  for (const { id } of interest)
    await orm.transaction((tx) => bookScheduledInterest(tx, id, day, now))
  const maturing = await orm
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.status, 'active'), eq(deposits.maturityDate, day)))
  for (const { id } of maturing) await orm.transaction((tx) => matureDeposit(tx, id, day, now))
  const noticeEnding = await orm
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.status, 'notice_given'), eq(deposits.availableOn, day)))
  for (const { id } of noticeEnding) await orm.transaction((tx) => expireNotice(tx, id, day, now))
  return opening.length + interest.length + maturing.length + noticeEnding.length
}

/** The earliest day with something due, up to `today`. */
async function nextEventDate(orm: SandboxOrm, today: CalendarDate): Promise<CalendarDate | null> {
  const [orders] = await orm
    .select({ day: min(savingsOrders.opensOn) })
    .from(savingsOrders)
    .where(and(eq(savingsOrders.status, 'forwarded'), lte(savingsOrders.opensOn, today)))
  const [interest] = await orm
    .select({ day: min(deposits.nextInterestOn) })
    .from(deposits)
    .where(
      and(
        inArray(deposits.status, ['active', 'notice_given']),
        lte(deposits.nextInterestOn, today),
      ),
    )
  const [maturity] = await orm
    .select({ day: min(deposits.maturityDate) })
    .from(deposits)
    .where(
      and(
        eq(deposits.status, 'active'),
        isNotNull(deposits.maturityDate),
        lte(deposits.maturityDate, today),
      ),
    )
  const [notice] = await orm
    .select({ day: min(deposits.availableOn) })
    .from(deposits)
    .where(and(eq(deposits.status, 'notice_given'), lte(deposits.availableOn, today)))
  const days = [orders?.day, interest?.day, maturity?.day, notice?.day].filter(
    (day): day is string => typeof day === 'string',
  )
  return days.length === 0 ? null : (days.sort()[0] ?? null)
}
