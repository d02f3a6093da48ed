/** The tracking warnings of spec section 8. None is shown to the user; none blocks navigation. */
export const trackingWarnings = {
  eventsFailed: 'One or more tracking events failed',
  exponeaNotInitialized: 'Exponea is not initialized',
  exponeaFailed: 'Exponea failed to fire a tracking event',
} as const

export type TrackingWarning = (typeof trackingWarnings)[keyof typeof trackingWarnings]

/** Logs a tracking warning; the cause, when there is one, goes along for debugging. */
export function warnTracking(message: TrackingWarning, cause?: unknown): void {
  if (cause === undefined) console.warn(message)
  else console.warn(message, cause)
}
