import type { SinkTracker } from '@portal/tracking/tracker'
import { afterFirstIdle } from './after-first-idle'

/** A task boundary: the browser may handle input and paint before the next piece of work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * The tracker's chunk, loaded once the page is idle and made ready over separate tasks. Snowplow
 * reads the time zone when it makes its tracker, and a page's first `Intl.DateTimeFormat` pays for
 * ICU's date set-up (25 ms on this machine, about 100 ms at a phone's 4× slowdown). Resolved in a
 * task of its own, that cost no longer joins the tracker's creation and the first event's sending
 * in one long task (on the offers page the render-duration event is sent at once).
 */
export async function loadTrackerModule(): Promise<typeof import('@portal/tracking/tracker')> {
  await afterFirstIdle()
  const tracker = await import('@portal/tracking/tracker')
  await nextTask()
  new Intl.DateTimeFormat().resolvedOptions()
  await nextTask()
  return tracker
}

/**
 * Makes the tracker's schema sink in a task of its own before the tracker is handed out, so the
 * events replayed then (on the offers page the render-duration event) are sent in the next task.
 * Together the two were one task of 18 ms on this machine (Snowplow's `newTracker` 8 ms), a long
 * task at a phone's 4× slowdown; apart, neither is.
 */
export async function startedTracker<T extends SinkTracker>(tracker: T): Promise<T> {
  await nextTask()
  tracker.startSchemaSink()
  await nextTask()
  return tracker
}
