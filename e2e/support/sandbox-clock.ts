import { daysBetween } from '@portal/domain/money/calendar-date'
import { expect } from 'vitest'

/**
 * The sandbox's bank clock as the tests move it. Days to move are derived from the dates the
 * bank itself announced (an order's opening day, a deposit's maturity, a notice's pay-out day), so
 * that no test depends on the weekday it runs on (SANDBOX_CLOCK_START starts a run on any).
 */
export function sandboxClock(sandboxUrl: string) {
  const today = async (): Promise<string> => {
    const response = await fetch(`${sandboxUrl}/das/v1/sandbox/clock`)
    expect(response.status).toBe(200)
    return ((await response.json()) as { today: string }).today
  }
  const advance = async (days: number) => {
    const response = await fetch(`${sandboxUrl}/das/v1/sandbox/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days }),
    })
    expect(response.status).toBe(200)
  }
  return {
    today,
    advance,
    /** Moves the clock to `date` (nothing when it is already there or later) and runs what fell due. */
    async advanceTo(date: string) {
      const days = daysBetween(await today(), date)
      if (days <= 0) return
      await advance(days)
      expect(await today()).toBe(date)
    },
  }
}
