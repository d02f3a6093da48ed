import { type CookieConsent, defaultConsent } from './consent'
import { marketingTrackingAllowed } from './consent-gates'
import type { PortalEvent } from './events/catalogue'
import type { TrackingContext } from './events/context'
import { toMarketingEvent } from './events/marketing-event'
import { toSchemaEvent } from './events/schema-event'
import type { RenderTiming } from './render-duration'
import {
  createMarketingSink,
  type MarketingSink,
  type MarketingSinkConfig,
} from './sinks/marketing-sink'
import {
  createSchemaSink,
  defaultCollectorUrl,
  type SchemaSink,
  type SchemaSinkConfig,
} from './sinks/schema-sink'
import { createNoopTracker, type Tracker } from './tracker-contract'
import { trackingWarnings, warnTracking } from './warnings'

export { createNoopTracker, type Tracker } from './tracker-contract'

/** The real tracker: its schema sink can be made before the first event (see `startSchemaSink`). */
export interface SinkTracker extends Tracker {
  /**
   * Makes the schema sink now (Snowplow's `newTracker`: cookies, local storage, its queue) without
   * sending anything, so that making it and sending the first event are two tasks, not one.
   */
  startSchemaSink(): void
}

export const sinkNames = ['schema', 'marketing'] as const
export type SinkName = (typeof sinkNames)[number]

export interface TrackerConfig {
  /** Which sinks receive events (spec section 7: configurable). */
  sinks: readonly SinkName[]
  /** Schema sink; the sandbox collector when absent. */
  schema?: SchemaSinkConfig | undefined
  /** Marketing sink; without it the marketing sink only logs `Exponea is not initialized`. */
  marketing?: MarketingSinkConfig | undefined
  /** Read at every event: login state, customer group, page. */
  context: () => TrackingContext
  /** Read at every event: the visitor's current cookie consent. */
  consent?: (() => CookieConsent) | undefined
}

function guarded<A extends unknown[]>(run: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    try {
      run(...args)
    } catch (error) {
      warnTracking(trackingWarnings.eventsFailed, error)
    }
  }
}

/**
 * Dispatches portal events to the configured sinks. Marketing events go out only with the
 * marketing consent, and the Exponea script is first loaded then. No-op on the server.
 */
export function createTracker(config: TrackerConfig): SinkTracker {
  if (typeof window === 'undefined') return { ...createNoopTracker(), startSchemaSink() {} }
  const uses = (sink: SinkName) => config.sinks.includes(sink)
  const consent = () => config.consent?.() ?? defaultConsent()

  let schemaSink: SchemaSink | undefined
  let marketingSink: MarketingSink | undefined
  const schema = () => {
    schemaSink ??= createSchemaSink(config.schema ?? { collectorUrl: defaultCollectorUrl })
    return schemaSink
  }
  const marketing = () => {
    marketingSink ??= createMarketingSink(config.marketing)
    return marketingSink
  }

  const sendSchema = guarded((event: PortalEvent, context: TrackingContext) =>
    schema().send(toSchemaEvent(event, context), context),
  )
  const sendMarketing = guarded((event: PortalEvent, context: TrackingContext) => {
    if (marketingTrackingAllowed(consent())) marketing().send(toMarketingEvent(event, context))
  })

  return {
    track: guarded((event: PortalEvent) => {
      const context = config.context()
      if (uses('schema')) sendSchema(event, context)
      if (uses('marketing')) sendMarketing(event, context)
    }),
    trackRenderDuration: guarded((timing: RenderTiming) => {
      if (uses('schema')) schema().sendRenderDuration(timing, config.context())
    }),
    startSchemaSink: guarded(() => {
      if (uses('schema')) schema()
    }),
  }
}
