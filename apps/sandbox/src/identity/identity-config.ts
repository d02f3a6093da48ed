/** Settings of the sandbox's identity provider; every one can be set by environment variable. */
export interface IdentityConfig {
  /** `iss` of every access token; `SANDBOX_ISSUER`, default `http://localhost:<port>/idp`. */
  issuer: string
  accessTokenTtlSeconds: number
  /**
   * How long an unused refresh token stays valid: the portal's idle limit and a fifth of it, since
   * the portal renews the tokens on a customer's action once they are a fifth of the idle limit
   * old. A session left idle cannot be refreshed at most a fifth of the idle limit after its end.
   */
  refreshTokenTtlSeconds: number
  /** Absolute limit of a login: no rotation of its refresh token reaches beyond it. */
  sessionMaxSeconds: number
  /**
   * How long a refresh token already used may come back and still get a successor instead of
   * ending its login: the answer that carried the successor can be lost (a tab closed or a
   * connection dropped mid-refresh), or two portal instances refresh for the same customer at
   * once. After it, a used token is a replay and revokes its family.
   */
  refreshReuseGraceSeconds: number
  /** Failed logins per username within the window before a lockout. */
  maxFailuresPerUsername: number
  /** Failed logins per client address within the window before a lockout. */
  maxFailuresPerClient: number
  failureWindowSeconds: number
  /** The identity provider's clock in epoch ms; tests pass a fake one. */
  now: () => number
}

export function readIdentityConfig(env: NodeJS.ProcessEnv, port: number): IdentityConfig {
  return {
    issuer: env.SANDBOX_ISSUER ?? `http://localhost:${port}/idp`,
    accessTokenTtlSeconds: positiveInteger(env, 'SANDBOX_ACCESS_TOKEN_TTL_SECONDS', 300),
    refreshTokenTtlSeconds: positiveInteger(env, 'SANDBOX_REFRESH_TOKEN_TTL_SECONDS', 360),
    sessionMaxSeconds: positiveInteger(env, 'SANDBOX_SESSION_MAX_SECONDS', 1800),
    refreshReuseGraceSeconds: positiveInteger(env, 'SANDBOX_REFRESH_REUSE_GRACE_SECONDS', 30),
    maxFailuresPerUsername: positiveInteger(env, 'SANDBOX_LOGIN_MAX_FAILURES_PER_USERNAME', 5),
    maxFailuresPerClient: positiveInteger(env, 'SANDBOX_LOGIN_MAX_FAILURES_PER_CLIENT', 20),
    failureWindowSeconds: positiveInteger(env, 'SANDBOX_LOGIN_FAILURE_WINDOW_SECONDS', 900),
    now: Date.now,
  }
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got ${raw}`)
  }
  return value
}
