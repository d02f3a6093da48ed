/** Limits of the login throttle. */
export interface ThrottleLimits {
  maxFailuresPerUsername: number
  maxFailuresPerClient: number
  failureWindowSeconds: number
  now: () => number
}

/**
 * Counts failed logins per username and per client address in a sliding window. Kept in memory:
 * a sandbox restart clears lockouts, which is what a developer wants.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>()

  constructor(private readonly limits: ThrottleLimits) {}

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(username: string, client: string): number {
    return Math.max(
      this.waitFor(usernameKey(username), this.limits.maxFailuresPerUsername),
      this.waitFor(clientKey(client), this.limits.maxFailuresPerClient),
    )
  }

  recordFailure(username: string, client: string): void {
    for (const key of [usernameKey(username), clientKey(client)]) {
      this.failures.set(key, [...this.recent(key), this.limits.now()])
    }
  }

  /** A successful login clears the username's count (the client's stays). */
  recordSuccess(username: string): void {
    this.failures.delete(usernameKey(username))
  }

  private waitFor(key: string, max: number): number {
    const recent = this.recent(key)
    if (recent.length < max) return 0
    const oldestCounted = recent[recent.length - max] ?? this.limits.now()
    const freeAt = oldestCounted + this.limits.failureWindowSeconds * 1000
    return Math.max(1, Math.ceil((freeAt - this.limits.now()) / 1000))
  }

  private recent(key: string): number[] {
    const since = this.limits.now() - this.limits.failureWindowSeconds * 1000
    const recent = (this.failures.get(key) ?? []).filter((at) => at > since)
    if (recent.length === 0) this.failures.delete(key)
    else this.failures.set(key, recent)
    return recent
  }
}

const usernameKey = (username: string) => `user:${username.trim().toLowerCase()}`
const clientKey = (client: string) => `client:${client}`
