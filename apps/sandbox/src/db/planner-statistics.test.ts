import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openTestDatabase } from '../test-support/seeded-database'
import type { Database } from './database'
import { analyzeTables, createStatisticsKeeper } from './planner-statistics'

const timing = { quietMs: 2_000, maxWaitMs: 30_000 }

/** A database that only records what it was asked to run. */
function recordingDatabase(engine: Database['engine']) {
  const statements: string[] = []
  const database = {
    engine,
    isAvailable: () => true,
    client: {
      exec: async (text: string) => {
        statements.push(text)
      },
    },
  } as unknown as Database
  return { database, statements }
}

describe('planner statistics keeper', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('analyses PGlite once when a burst of writes has paused', async () => {
    const { database, statements } = recordingDatabase('pglite')
    const keeper = createStatisticsKeeper(database, timing)
    keeper.changed()
    await vi.advanceTimersByTimeAsync(1_000)
    keeper.changed()
    keeper.changed()
    await vi.advanceTimersByTimeAsync(1_999)
    expect(statements).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(statements).toEqual(['analyze'])
  })

  it('does not wait longer than the limit while writes keep coming', async () => {
    const { database, statements } = recordingDatabase('pglite')
    const keeper = createStatisticsKeeper(database, timing)
    for (let second = 0; second < 31; second += 1) {
      keeper.changed()
      await vi.advanceTimersByTimeAsync(1_000)
    }
    expect(statements).toEqual(['analyze'])
  })

  it('leaves PostgreSQL to its autovacuum', async () => {
    const { database, statements } = recordingDatabase('postgres')
    createStatisticsKeeper(database, timing).changed()
    await analyzeTables(database)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(statements).toEqual([])
  })
})

describe('analyzeTables on PGlite', () => {
  it('gives the planner statistics of the seeded ledger', async () => {
    const database = await openTestDatabase({ seed: true })
    try {
      const stats = () =>
        database.client.query<{ n: number }>(
          "select count(*)::int as n from pg_stats where tablename = 'bookings'",
        )
      expect((await stats()).rows[0]?.n).toBe(0)
      await analyzeTables(database)
      expect((await stats()).rows[0]?.n).toBeGreaterThan(0)
    } finally {
      await database.close()
    }
  })
})
