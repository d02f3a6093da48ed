import type { Tracker } from './tracker-contract'
import { trackingWarnings, warnTracking } from './warnings'

/** Calls kept while the real tracker loads; a page that never loads it must not grow without end. */
export const deferredCallLimit = 200

/**
 * A tracker to use at once while the real one, with its sink libraries, is still loading (a
 * separate chunk, so that the first paint does not wait for it). Calls made meanwhile are replayed
 * in their order once it arrives; if it cannot load they are dropped with the spec's warning.
 */
export function createDeferredTracker(load: () => Promise<Tracker>): Tracker {
  let loaded: Tracker | undefined
  let failed = false
  const pending: Array<(tracker: Tracker) => void> = []

  load().then(
    (tracker) => {
      loaded = tracker
      for (const call of pending.splice(0)) call(tracker)
    },
    (error: unknown) => {
      failed = true
      pending.length = 0
      warnTracking(trackingWarnings.eventsFailed, error)
    },
  )

  const call = (run: (tracker: Tracker) => void) => {
    if (loaded) run(loaded)
    else if (!failed && pending.length < deferredCallLimit) pending.push(run)
  }

  return {
    track: (event) => call((tracker) => tracker.track(event)),
    trackRenderDuration: (timing) => call((tracker) => tracker.trackRenderDuration(timing)),
  }
}
