/** Business constants of tracking (spec section 9). */

export const eventSchemaVersion = '1-0-3'
export const trackingPortal = 'customer-portal'
export const trackingZone = 'Customer Portal'
export const productVersion = '1.504.3'

/** Settings of the schema-based event tracker. */
export const trackerSettings = {
  postLimitBytes: 40_000,
  connectionTimeoutMs: 5_000,
  sessionTimeoutSeconds: 1_800,
  cookieLifetimeSeconds: 63_072_000,
  /** Failed posts with these statuses are dropped, not retried. */
  noRetryStatusCodes: [400, 401, 403, 410, 422],
} as const

/** For a logged-in user the event sink waits for the session marker: every 300 ms, 10 tries. */
export const sessionMarkerPolling = { intervalMs: 300, maxAttempts: 10 } as const

/** Lifetime of the marketing click-id cookie when the visitor consented. */
export const clickIdCookieLifetimeDays = 30
