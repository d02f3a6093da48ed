import type { SinkTracker } from '@portal/tracking/tracker'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadTrackerModule, startedTracker } from './load-tracker'

vi.mock('./after-first-idle', () => ({ afterFirstIdle: () => Promise.resolve() }))
vi.mock('@portal/tracking/tracker', () => ({ createTracker: () => 'the tracker' }))

/** Lets every queued promise callback run (the dynamic import included); timers stay. */
const microtasksDone = () => new Promise((resolve) => setImmediate(resolve))

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('loadTrackerModule', () => {
  it('resolves the time zone in a task of its own, between the chunk and the tracker', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const steps: string[] = []
    const RealDateTimeFormat = Intl.DateTimeFormat
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      steps.push('time zone resolved')
      return new RealDateTimeFormat(...args)
    } as unknown as typeof Intl.DateTimeFormat)

    const loading = loadTrackerModule().then((module) => {
      steps.push('module returned')
      return module
    })
    await microtasksDone()
    expect(steps).toEqual([])
    vi.advanceTimersToNextTimer()
    await microtasksDone()
    expect(steps).toEqual(['time zone resolved'])
    vi.advanceTimersToNextTimer()
    await microtasksDone()
    expect(steps).toEqual(['time zone resolved', 'module returned'])
    expect((await loading).createTracker).toBeTypeOf('function')
  })
})

describe('startedTracker', () => {
  it('makes the schema sink in a task of its own, then hands the tracker out a task later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const steps: string[] = []
    const tracker: SinkTracker = {
      track: () => steps.push('event sent'),
      trackRenderDuration: () => steps.push('event sent'),
      startSchemaSink: () => steps.push('sink made'),
    }
    const starting = startedTracker(tracker).then((started) => {
      steps.push('handed out')
      started.trackRenderDuration({ service: 'deposit', start: 0, end: 1, durationMs: 1 })
    })
    await microtasksDone()
    expect(steps).toEqual([])
    vi.advanceTimersToNextTimer()
    await microtasksDone()
    expect(steps).toEqual(['sink made'])
    vi.advanceTimersToNextTimer()
    await microtasksDone()
    await starting
    expect(steps).toEqual(['sink made', 'handed out', 'event sent'])
  })
})
