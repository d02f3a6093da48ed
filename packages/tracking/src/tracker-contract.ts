import type { PortalEvent } from './events/catalogue'
import type { RenderTiming } from './render-duration'

/** What the portal calls to report events; implemented by `createTracker` and its stand-ins. */
export interface Tracker {
  /** Fire-and-forget: never throws, never waits. */
  track(event: PortalEvent): void
  /** The render-duration event, through the `renderDurationEvent` rule (schema sink only). */
  trackRenderDuration(timing: RenderTiming): void
}

/** A tracker that does nothing: the server, tests, Storybook. */
export function createNoopTracker(): Tracker {
  return { track() {}, trackRenderDuration() {} }
}
