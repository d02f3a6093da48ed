import { apiHost } from '@portal/api-clients/hosts'
import type { Region } from '@portal/domain/region'

/**
 * Path of the current-user read of user management (`/ums/v1` + `/users/me` of the users
 * contract, checked by a test): the customer layout's first backend call. Written out so the
 * edge middleware does not import the contract's schemas.
 */
export const probePath = '/ums/v1/users/me'

/** A probe that gets no answer within this time counts as the services being unavailable. */
export const probeTimeoutMs = 3000

/** After an answer, further probes to the same host are skipped for this long. */
export const availableReuseMs = 2000

const deployedEnvironments = ['development', 'staging', 'onboarding', 'production'] as const

/** Base URL of the customer services: PORTAL_API_BASE_URL, else the region's API host. */
export function customerServicesBaseUrl(
  region: Region,
  env: Record<string, string | undefined> = process.env,
): string {
  const override = env.PORTAL_API_BASE_URL?.replace(/\/+$/, '')
  if (override) return override
  const environment = deployedEnvironments.find((name) => name === env.PORTAL_ENV) ?? 'local'
  return apiHost(region, environment)
}

export interface ProbeInput {
  baseUrl: string
  /** The session's verified access token; the probe reads the customer's own user. */
  accessToken: string
  nowMs: number
  fetch?: typeof fetch
}

const answeredAt = new Map<string, number>()

/**
 * Whether the customer services answer at all: any status below 500 counts (a 401 is an
 * answer); a 5xx, a network error or no answer within `probeTimeoutMs` does not. A recent
 * answer is reused for `availableReuseMs` so busy customer pages do not double their backend
 * calls; a failure is never reused, so the pages recover on the first request after an outage.
 */
export async function customerServicesAnswer(input: ProbeInput): Promise<boolean> {
  const last = answeredAt.get(input.baseUrl)
  if (last !== undefined && input.nowMs - last < availableReuseMs) return true
  const fetchImpl = input.fetch ?? fetch
  try {
    const response = await fetchImpl(`${input.baseUrl}${probePath}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${input.accessToken}` },
      cache: 'no-store',
      signal: AbortSignal.timeout(probeTimeoutMs),
    })
    await response.body?.cancel()
    if (response.status >= 500) {
      answeredAt.delete(input.baseUrl)
      return false
    }
    answeredAt.set(input.baseUrl, input.nowMs)
    return true
  } catch {
    answeredAt.delete(input.baseUrl)
    return false
  }
}
