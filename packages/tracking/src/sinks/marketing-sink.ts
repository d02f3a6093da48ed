import type { MarketingTrackingEvent } from '@portal/domain/entities/tracking-event'
import { trackingWarnings, warnTracking } from '../warnings'
import { type ExponeaLoaderOptions, type ExponeaSdk, loadExponea } from './exponea-loader'

export type MarketingSinkConfig = ExponeaLoaderOptions

export interface MarketingSink {
  send(event: MarketingTrackingEvent): void
}

/** Events kept while the SDK loads; older ones are dropped beyond this. */
export const exponeaQueueLimit = 50

function fire(sdk: ExponeaSdk, event: MarketingTrackingEvent): void {
  try {
    const { eventName, ...properties } = event
    sdk.track(eventName, properties)
  } catch (error) {
    warnTracking(trackingWarnings.exponeaFailed, error)
  }
}

/**
 * The marketing sink (shape A) on the Exponea web SDK, loaded from its vendor snippet only when
 * configured. Until the script is ready events wait in a bounded queue; if it never becomes
 * ready, or nothing is configured, each event logs `Exponea is not initialized`. Never throws.
 */
export function createMarketingSink(config: MarketingSinkConfig | undefined): MarketingSink {
  let sdk: ExponeaSdk | undefined
  let loading = false
  const queue: MarketingTrackingEvent[] = []

  const settle = (loaded: ExponeaSdk | undefined) => {
    loading = false
    sdk = loaded
    const waiting = queue.splice(0)
    for (const event of waiting) {
      if (sdk) fire(sdk, event)
      else warnTracking(trackingWarnings.exponeaNotInitialized)
    }
  }

  if (config?.sdkUrl && config.projectToken) {
    try {
      loading = true
      loadExponea(config, settle)
    } catch (error) {
      loading = false
      warnTracking(trackingWarnings.exponeaNotInitialized, error)
    }
  }

  return {
    send(event) {
      if (sdk) return fire(sdk, event)
      if (!loading) return warnTracking(trackingWarnings.exponeaNotInitialized)
      if (queue.length >= exponeaQueueLimit) queue.shift()
      queue.push(event)
    },
  }
}
