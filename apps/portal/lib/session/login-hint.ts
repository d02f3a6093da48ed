import { cookieValue } from '@/lib/consent/browser-consent'
import { sessionCookieNames } from './cookies'

/** Whether a `document.cookie` string holds the session's readable hint (local or deployed name). */
export function hasLoginHint(cookieHeader: string): boolean {
  return [false, true].some(
    (deployed) => cookieValue(cookieHeader, sessionCookieNames(deployed).loginHint) === '1',
  )
}
