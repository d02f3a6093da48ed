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

/** The state, and the current user when this request's probe read it (never a reused answer). */
export interface CustomerServicesCheck {
  state: CustomerServicesState
  currentUser?: unknown
}

export async function customerServicesCheck(input: GateInput): Promise<CustomerServicesCheck> {
  if (!input.accessToken || input.prefetch || input.serverAction) return { state: 'available' }
  if (!isCustomerAreaPath(input.appPath)) return { state: 'available' }
  const answer = await customerServicesAnswer({
    baseUrl: customerServicesBaseUrl(input.region),
    accessToken: input.accessToken,
    nowMs: input.nowMs,
    fetch: input.fetch,
  })
  if (answer.outcome === 'token_refused') return { state: 'session_ended' }
  if (answer.outcome === 'no_answer') return { state: 'unavailable' }
  return answer.body === undefined
    ? { state: 'available' }
    : { state: 'available', currentUser: answer.body }
}
