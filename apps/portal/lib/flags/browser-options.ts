import type { LDOptions } from '@launchdarkly/js-client-sdk'

/** Stands in for a client-side id locally; with the options below it never reaches a service. */
export const localClientSideId = 'local-bootstrap-only'

/**
 * Options of the browser SDK. It has no offline mode, so it always starts from the server's
 * bootstrap and never streams; without a client-side id (local runs) it sends no events and
 * fetches no goals either, so no request leaves for a flag service.
 */
export function browserFlagOptions(clientSideId: string | undefined): LDOptions {
  const remote = Boolean(clientSideId)
  return {
    streaming: false,
    fetchGoals: false,
    sendEvents: remote,
    diagnosticOptOut: true,
    automaticBackgroundHandling: remote,
  }
}

/** The flag values of a bootstrap (its `$`-prefixed metadata left out). */
export function bootstrapValues(bootstrap: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(bootstrap).filter(([key]) => !key.startsWith('$')))
}
