import { addDays, calendarDateOf } from '@portal/domain/money/calendar-date'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import { openTestDatabase } from '../test-support/seeded-database'
import { clockRowReuseMs, createSandboxClock, startClockOn } from './sandbox-clock'

let database: Database
const realNow = Date.UTC(2026, 10, 26, 8, 30) // a Thursday
const today = calendarDateOf(new Date(realNow))

beforeAll(async () => {
  database = await openTestDatabase({ seed: false })
})
afterAll(async () => {
  await database.close()
})

describe('startClockOn (SANDBOX_CLOCK_START)', () => {
  it('puts a fresh clock on each weekday of the coming week, keeping the time of day', async () => {
    for (let ahead = 0; ahead < 7; ahead++) {
      const clock = createSandboxClock(database.orm, () => realNow)
      await database.orm.execute('update sandbox_clock set offset_ms = 0')
      await startClockOn(clock, addDays(today, ahead))
      expect(await clock.today()).toBe(addDays(today, ahead))
      expect((await clock.now()).toISOString().slice(11)).toBe('08:30:00.000Z')
    }
  })

  it('leaves a clock that was already moved where it is (a restart on the same data)', async () => {
    const clock = createSandboxClock(database.orm, () => realNow)
    await database.orm.execute('update sandbox_clock set offset_ms = 0')
    await clock.advance(3 * 86_400_000)
    await startClockOn(clock, addDays(today, 1))
    expect(await clock.today()).toBe(addDays(today, 3))
  })

  it('refuses a start before today: the clock only moves forward', async () => {
    const clock = createSandboxClock(database.orm, () => realNow)
    await database.orm.execute('update sandbox_clock set offset_ms = 0')
    await expect(startClockOn(clock, addDays(today, -1))).rejects.toThrow(/before today/)
  })
})

describe('the clock row kept in memory', () => {
  it('shows a clock its own move at once, and a move made elsewhere after the reuse time', async () => {
    await database.orm.execute('update sandbox_clock set offset_ms = 0')
    const serving = createSandboxClock(database.orm, () => realNow)
    expect(await serving.today()).toBe(today)
    await serving.advance(86_400_000)
    expect(await serving.today()).toBe(addDays(today, 1))
    // another clock on the same data, as another process would have
    await createSandboxClock(database.orm, () => realNow).advance(86_400_000)
    await new Promise((resolve) => setTimeout(resolve, clockRowReuseMs))
    expect(await serving.today()).toBe(addDays(today, 2))
  })

  it('shows the batch its own mark at once', async () => {
    const clock = createSandboxClock(database.orm, () => realNow)
    await clock.markProcessed(addDays(today, 5))
    expect(await clock.processedThrough()).toBe(addDays(today, 5))
  })
})
