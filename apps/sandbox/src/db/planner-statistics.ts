import type { Database } from './database'

/**
 * PostgreSQL's autovacuum keeps the planner's statistics current; PGlite runs no autovacuum, so
 * its tables have none until someone runs ANALYZE, and the planner then treats every table as
 * nearly empty (a customer's 21,000 bookings were listed through a nested loop in 2.7 s instead
 * of a few ms). The sandbox therefore analyses PGlite itself: once the writes have paused for
 * `quietMs`, and at the latest `maxWaitMs` after the first unanalysed write.
 */
export interface StatisticsKeeper {
  /** Rows were written: analyse soon. */
  changed(): void
}

export interface StatisticsTiming {
  quietMs: number
  maxWaitMs: number
}

const defaultTiming: StatisticsTiming = { quietMs: 2_000, maxWaitMs: 30_000 }

/** Runs ANALYZE on PGlite now; PostgreSQL's autovacuum does this on its own. */
export async function analyzeTables(database: Database): Promise<void> {
  if (database.engine !== 'pglite' || !database.isAvailable()) return
  await database.client.exec('analyze')
}

export function createStatisticsKeeper(
  database: Database,
  timing: StatisticsTiming = defaultTiming,
): StatisticsKeeper {
  if (database.engine !== 'pglite') return { changed: () => {} }
  let firstChange: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    timer = undefined
    firstChange = undefined
    // a failed run (the database closing) only means the next change tries again
    analyzeTables(database).catch(() => {})
  }
  return {
    changed() {
      const now = Date.now()
      firstChange ??= now
      if (timer !== undefined) clearTimeout(timer)
      const delay = Math.min(timing.quietMs, firstChange + timing.maxWaitMs - now)
      timer = setTimeout(run, Math.max(0, delay))
      timer.unref?.()
    },
  }
}
