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
 * What the middleware does with a customer-area page: `available` renders it; `unavailable`
 * answers 503 with the unavailable state (the services do not answer); `session_ended` sends
 * the customer to the login (the services refuse this session's token, which happens when it was
 * ended elsewhere before its token expired). Only probed with a session (without one the request
 * goes to login anyway) and only for routes of the customer layout.
 */
export type CustomerServicesState = 'available' | 'unavailable' | 'session_ended'

export async function customerServicesState(input: GateInput): Promise<CustomerServicesState> {
  if (!input.accessToken || input.prefetch || input.serverAction) return 'available'
  if (!isCustomerAreaPath(input.appPath)) return 'available'
  const outcome = await customerServicesAnswer({
    baseUrl: customerServicesBaseUrl(input.region),
    accessToken: input.accessToken,
    nowMs: input.nowMs,
    fetch: input.fetch,
  })
  if (outcome === 'token_refused') return 'session_ended'
  return outcome === 'answered' ? 'available' : 'unavailable'
}
