import { sessionMarkerPolling } from '../constants'

export interface MarkerPolling {
  intervalMs: number
  maxAttempts: number
}

/** A predicate that never throws: a failing check counts as "no marker yet". */
function safely(check: () => boolean): boolean {
  try {
    return check()
  } catch {
    return false
  }
}

/**
 * Waits for the session marker of a logged-in user (spec section 9): checks at once, then every
 * `intervalMs`, `maxAttempts` checks in all (0, 300, ..., 2700 ms by default). Resolves true when
 * the marker appeared and false when the attempts ran out; it never rejects.
 */
export function waitForSessionMarker(
  hasMarker: () => boolean,
  polling: MarkerPolling = sessionMarkerPolling,
): Promise<boolean> {
  return new Promise((resolve) => {
    let attempt = 1
    const check = () => {
      if (safely(hasMarker)) return resolve(true)
      if (attempt >= polling.maxAttempts) return resolve(false)
      attempt += 1
      setTimeout(check, polling.intervalMs)
    }
    check()
  })
}
