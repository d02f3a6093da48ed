/**
 * Session cookies: HttpOnly, SameSite=Lax, Path=/; deployed also Secure with the `__Host-`
 * prefix (no Domain, so no sibling host can set or read them).
 */
export interface CookieOptions {
  httpOnly: boolean
  secure: boolean
  sameSite: 'lax'
  path: '/'
  maxAge: number
}

export interface CookieWrite {
  name: string
  value: string
  options: CookieOptions
}

export interface SessionCookieNames {
  accessToken: string
  refreshToken: string
  meta: string
  account: string
  /** Readable by scripts, holds only `1`: tells a page shared by every visitor to show the session. */
  loginHint: string
}

export function sessionCookieNames(deployed: boolean): SessionCookieNames {
  const prefix = deployed ? '__Host-' : ''
  return {
    accessToken: `${prefix}portal_at`,
    refreshToken: `${prefix}portal_rt`,
    meta: `${prefix}portal_session`,
    account: `${prefix}portal_account`,
    loginHint: `${prefix}portal_login`,
  }
}

/** Registration flow cookie (spec section 9: 30 days). */
export const regflowCookie = { name: 'regflow', maxAgeSeconds: 30 * 24 * 60 * 60 } as const
/** State cookie of a login round trip (spec section 9: 4 hours). */
export const stateCookieMaxAgeSeconds = 4 * 60 * 60
/** Broker cookie (spec section 9: 12 days). */
export const brokerCookieMaxAgeSeconds = 12 * 24 * 60 * 60

export function cookieOptions(deployed: boolean, maxAgeSeconds: number): CookieOptions {
  return { httpOnly: true, secure: deployed, sameSite: 'lax', path: '/', maxAge: maxAgeSeconds }
}

/** Writes that remove every session cookie. */
export function clearedSessionCookies(deployed: boolean): CookieWrite[] {
  return Object.values(sessionCookieNames(deployed)).map((name) => ({
    name,
    value: '',
    options: cookieOptions(deployed, 0),
  }))
}
