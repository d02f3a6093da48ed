import type { SchemaTrackingEvent } from '@portal/domain/entities/tracking-event'
import {
  newTracker,
  type TrackerConfiguration,
  trackSelfDescribingEvent,
} from '@snowplow/browser-tracker'
import { productVersion, trackerSettings } from '../constants'
import { loginState, type TrackingContext } from '../events/context'
import { type RenderTiming, renderDurationEvent } from '../render-duration'
import { selfDescribingSchemas } from '../schema-uri'
import { trackingWarnings, warnTracking } from '../warnings'
import { type MarkerPolling, waitForSessionMarker } from './session-marker'

/** The sandbox's collector: the default sink target on a developer's machine. */
export const defaultCollectorUrl = 'http://localhost:8080'

export interface SchemaSinkConfig {
  collectorUrl: string
  appId?: string | undefined
  /** Tracker namespace; one tracker per page load. */
  namespace?: string | undefined
  /** Whether the session marker is there yet (e.g. a cookie check); asked for logged-in users. */
  hasSessionMarker?: (() => boolean) | undefined
  /** Overrides the spec's 300 ms × 10 (tests). */
  markerPolling?: MarkerPolling | undefined
}

export interface SchemaSink {
  send(event: SchemaTrackingEvent, context: TrackingContext): void
  sendRenderDuration(timing: RenderTiming, context: TrackingContext): void
}

const defaultNamespace = 'customer-portal'

/** `newTracker` options of spec section 9: POST, 40000 bytes, 5 s, 1800 s, 2 years, no retry. */
export function snowplowConfiguration(config: SchemaSinkConfig): TrackerConfiguration {
  return {
    appId: config.appId ?? 'customer-portal',
    appVersion: productVersion,
    platform: 'web',
    eventMethod: 'post',
    maxPostBytes: trackerSettings.postLimitBytes,
    connectionTimeout: trackerSettings.connectionTimeoutMs,
    sessionCookieTimeout: trackerSettings.sessionTimeoutSeconds,
    cookieLifetime: trackerSettings.cookieLifetimeSeconds,
    dontRetryStatusCodes: [...trackerSettings.noRetryStatusCodes],
    cookieSameSite: 'Lax',
    onRequestFailure: () => warnTracking(trackingWarnings.eventsFailed),
  }
}

function startTracker(config: SchemaSinkConfig, namespace: string): boolean {
  try {
    newTracker(namespace, config.collectorUrl, snowplowConfiguration(config))
    return true
  } catch (error) {
    warnTracking(trackingWarnings.eventsFailed, error)
    return false
  }
}

/**
 * The schema sink on `@snowplow/browser-tracker`: shape B as a self-describing event with the
 * 1-0-3 schema. For a logged-in user it first waits for the session marker; when the attempts run
 * out it sends anyway (the event still carries the login state; losing it would be worse).
 * Fire-and-forget: it never throws and never returns a promise to wait on.
 */
export function createSchemaSink(config: SchemaSinkConfig): SchemaSink {
  const namespace = config.namespace ?? defaultNamespace
  const started = startTracker(config, namespace)

  const emit = (data: SchemaTrackingEvent) => {
    try {
      if (!started) throw new Error('tracker not started')
      trackSelfDescribingEvent({ event: { schema: selfDescribingSchemas.portalEvent, data } }, [
        namespace,
      ])
    } catch (error) {
      warnTracking(trackingWarnings.eventsFailed, error)
    }
  }

  const send = (data: SchemaTrackingEvent, context: TrackingContext) => {
    const { hasSessionMarker } = config
    if (!context.loggedIn || !hasSessionMarker) return emit(data)
    void waitForSessionMarker(hasSessionMarker, config.markerPolling).then(() => emit(data))
  }

  return {
    send,
    sendRenderDuration(timing, context) {
      // the customer group comes from the session like every other event's, unless given
      const event = renderDurationEvent({ customerGroup: context.customerGroup, ...timing })
      if (event) send({ ...event, custom_attribute_7: loginState(context) }, context)
    },
  }
}
