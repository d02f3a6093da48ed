import type { Region } from '@portal/domain/region'
import { isCustomerAreaPath } from './customer-area-routes'
import { customerServicesAnswer, customerServicesBaseUrl } from './customer-services-probe'

/** Value of the customer-services request header when they are unavailable. */
export const unavailableMarker = 'unavailable'

export interface GateInput {
  /** Locale-less, normalised path of the request. */
  appPath: string
  /** A router prefetch: never probed (it renders nothing the customer sees). */
  prefetch: boolean
  /**
   * A server action: never probed either. The action answers a failing backend itself, next to
   * the form; a 503 page in its answer would replace the form and lose what was typed.
   */
  serverAction: boolean
  /** The verified access token, undefined without a session. */
  accessToken: string | undefined
  region: Region
  nowMs: number
  fetch?: typeof fetch
}

/**
 * Whether the middleware answers a customer-area page with 503 and the unavailable state: only
 * with a session (without one the request goes to login anyway), only for routes of the
 * customer layout, and only when the customer services do not answer.
 */
export async function customerServicesUnavailable(input: GateInput): Promise<boolean> {
  if (!input.accessToken || input.prefetch || input.serverAction) return false
  if (!isCustomerAreaPath(input.appPath)) return false
  const answered = await customerServicesAnswer({
    baseUrl: customerServicesBaseUrl(input.region),
    accessToken: input.accessToken,
    nowMs: input.nowMs,
    fetch: input.fetch,
  })
  return !answered
}
