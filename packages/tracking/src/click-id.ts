import { clickIdCookieLifetimeDays } from './constants'

/** Query parameter and cookie name of the marketing click identifier. */
export const clickIdParameter = 'irclickid'
export const clickIdCookieName = 'irclickid'
/** 30 days in seconds (spec section 9): 2592000. */
export const clickIdCookieMaxAge = clickIdCookieLifetimeDays * 24 * 60 * 60

const clickIdPattern = /^[\w.~-]{1,256}$/

/** The click id of a URL, or undefined when absent or not a plain token. */
export function readClickId(url: URL | string): string | undefined {
  let parsed: URL
  try {
    parsed = typeof url === 'string' ? new URL(url, 'http://localhost') : url
  } catch {
    return undefined
  }
  const value = parsed.searchParams.get(clickIdParameter)?.trim()
  return value && clickIdPattern.test(value) ? value : undefined
}

/** `irclickid=...; Path=/; Max-Age=2592000; SameSite=Lax` plus `Secure` in production. */
export function clickIdCookie(clickId: string, options: { secure: boolean }): string {
  const parts = [
    `${clickIdCookieName}=${encodeURIComponent(clickId)}`,
    'Path=/',
    `Max-Age=${clickIdCookieMaxAge}`,
    'SameSite=Lax',
  ]
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

export type ClickIdAction =
  | { kind: 'none' }
  | { kind: 'cookie'; cookie: string }
  | { kind: 'store'; body: { irclickid: string } }

/**
 * Spec section 4: with consent the click id is stored as a cookie for 30 days; without it, it is
 * sent to the server (POST /store of the integration service, with credentials).
 */
export function decideClickId(
  clickId: string | undefined,
  input: { consented: boolean; production: boolean },
): ClickIdAction {
  if (!clickId) return { kind: 'none' }
  if (input.consented) {
    return { kind: 'cookie', cookie: clickIdCookie(clickId, { secure: input.production }) }
  }
  return { kind: 'store', body: { irclickid: clickId } }
}
