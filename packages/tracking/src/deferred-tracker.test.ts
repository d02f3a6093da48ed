import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDeferredTracker, deferredCallLimit } from './deferred-tracker'
import { sampleEvents } from './events/fixtures'
import type { RenderTiming } from './render-duration'
import type { Tracker } from './tracker-contract'
import { trackingWarnings } from './warnings'

const timing: RenderTiming = { service: 'offers', durationMs: 120 }

function recordingTracker() {
  const calls: string[] = []
  const tracker: Tracker = {
    track: (event) => calls.push(`track ${event.name}`),
    trackRenderDuration: () => calls.push('render'),
  }
  return { tracker, calls }
}

function controlledLoad() {
  let settle!: { resolve: (tracker: Tracker) => void; reject: (error: Error) => void }
  const promise = new Promise<Tracker>((resolve, reject) => {
    settle = { resolve, reject }
  })
  return { load: () => promise, ...settle }
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

describe('createDeferredTracker', () => {
  it('replays the calls made while loading, in their order, once the tracker arrives', async () => {
    const { tracker, calls } = recordingTracker()
    const loading = controlledLoad()
    const deferred = createDeferredTracker(loading.load)

    deferred.track(sampleEvents.order_cta_click)
    deferred.trackRenderDuration(timing)
    deferred.track(sampleEvents.product_tab_click)
    expect(calls).toEqual([])

    loading.resolve(tracker)
    await vi.waitFor(() => expect(calls).toHaveLength(3))
    expect(calls).toEqual([
      `track ${sampleEvents.order_cta_click.name}`,
      'render',
      `track ${sampleEvents.product_tab_click.name}`,
    ])
  })

  it('passes calls straight through after loading', async () => {
    const { tracker, calls } = recordingTracker()
    const deferred = createDeferredTracker(async () => tracker)
    await vi.waitFor(() => {
      deferred.track(sampleEvents.order_cta_click)
      expect(calls.length).toBeGreaterThan(0)
    })
    const before = calls.length
    deferred.track(sampleEvents.product_tab_click)
    expect(calls).toHaveLength(before + 1)
  })

  it('drops the calls with the tracking warning when the tracker cannot load, and never throws', async () => {
    const loading = controlledLoad()
    const deferred = createDeferredTracker(loading.load)
    deferred.track(sampleEvents.order_cta_click)
    loading.reject(new Error('chunk failed'))
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(trackingWarnings.eventsFailed, expect.any(Error)),
    )
    expect(() => deferred.track(sampleEvents.product_tab_click)).not.toThrow()
  })

  it(`keeps at most ${deferredCallLimit} calls while loading`, async () => {
    const { tracker, calls } = recordingTracker()
    const loading = controlledLoad()
    const deferred = createDeferredTracker(loading.load)
    for (let i = 0; i < deferredCallLimit + 25; i += 1)
      deferred.track(sampleEvents.product_tab_click)
    loading.resolve(tracker)
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0))
    expect(calls).toHaveLength(deferredCallLimit)
  })
})
