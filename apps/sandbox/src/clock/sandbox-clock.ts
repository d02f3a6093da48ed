import { type CalendarDate, calendarDateOf, daysBetween } from '@portal/domain/money/calendar-date'
import { eq, sql } from 'drizzle-orm'
import type { SandboxOrm } from '../db/database'
import { preparedPerDatabase } from '../db/prepared'
import { sandboxClock } from '../db/schema'

/**
 * The sandbox's time: real time plus a stored offset, so that a demo or a test can move it
 * forward and every ledger operation agrees on "now". Bank dates are UTC calendar dates.
 */
export interface SandboxClock {
  now(): Promise<Date>
  today(): Promise<CalendarDate>
  /** Moves the clock forward by `ms` (never back: bookings must stay in date order). */
  advance(ms: number): Promise<Date>
  /** Whether the clock was ever moved since the seed. */
  moved(): Promise<boolean>
  /** The last day whose due events have run. */
  processedThrough(): Promise<CalendarDate | null>
  markProcessed(through: CalendarDate): Promise<void>
}

const clockId = 1

const clockRow = preparedPerDatabase((orm) =>
  orm.select().from(sandboxClock).where(eq(sandboxClock.id, clockId)).prepare('sandbox_clock'),
)

/**
 * How long a clock reads its row again from memory: its own writes are seen at once, a write by
 * another process (a reset while it runs) within this time.
 */
export const clockRowReuseMs = 1000

export function createSandboxClock(
  orm: SandboxOrm,
  realNow: () => number = Date.now,
): SandboxClock {
  const select = async () => (await clockRow(orm).execute())[0]
  // every bank call asks the clock; the row changes only by the writes below
  let kept: { row: typeof sandboxClock.$inferSelect; at: number } | undefined
  let writes = 0
  const forget = () => {
    kept = undefined
    writes += 1
  }
  // the row is written once; reading it (every clock read) must not be a write each time
  const readRow = async () => {
    const found = await select()
    if (found) return found
    await orm.insert(sandboxClock).values({ id: clockId, offsetMs: 0 }).onConflictDoNothing()
    return (await select()) ?? { id: clockId, offsetMs: 0, processedThrough: null }
  }
  const readOffset = async () => {
    if (kept && performance.now() - kept.at < clockRowReuseMs) return kept.row
    const before = writes
    const row = await readRow()
    // a read that overlapped a write may hold the old row: used once, never kept
    if (writes === before) kept = { row, at: performance.now() }
    return row
  }
  const now = async () => new Date(realNow() + (await readOffset()).offsetMs)
  return {
    now,
    today: async () => calendarDateOf(await now()),
    advance: async (ms) => {
      if (!Number.isSafeInteger(ms) || ms < 0)
        throw new RangeError(`cannot move the clock by ${ms}`)
      await readOffset()
      forget()
      try {
        await orm
          .update(sandboxClock)
          .set({ offsetMs: sql`${sandboxClock.offsetMs} + ${ms}` })
          .where(eq(sandboxClock.id, clockId))
      } finally {
        forget()
      }
      return now()
    },
    moved: async () => (await readOffset()).offsetMs !== 0,
    processedThrough: async () => (await readOffset()).processedThrough,
    markProcessed: async (through) => {
      forget()
      try {
        await orm
          .update(sandboxClock)
          .set({
            processedThrough: sql`greatest(coalesce(${sandboxClock.processedThrough}, ${through}::date), ${through}::date)`,
          })
          .where(eq(sandboxClock.id, clockId))
      } finally {
        forget()
      }
    },
  }
}

/**
 * Puts a clock that was never moved on `start`, a date on or after today (SANDBOX_CLOCK_START),
 * so that a demo or a test run can begin on any weekday. A clock already moved (a restart on the
 * same data) stays where it is.
 */
export async function startClockOn(clock: SandboxClock, start: CalendarDate): Promise<void> {
  if (await clock.moved()) return
  const days = daysBetween(await clock.today(), start)
  if (days < 0) {
    throw new RangeError(
      `SANDBOX_CLOCK_START ${start} is before today (${await clock.today()}): the bank's clock only moves forward`,
    )
  }
  if (days > 0) await clock.advance(days * 86_400_000)
}
