import { serviceAnswers } from '@portal/api-clients/edge'
import { apiHost } from '@portal/api-clients/hosts'
import { usersServicePrefix } from '@portal/api-clients/service-prefixes'
import type { Region } from '@portal/domain/region'
import { portalEnvironment } from '@/lib/config/environment'
import { type EnvValues, edgeEnv } from '@/lib/edge-env'

/** The current-user read of user management: the customer layout's first backend call. */
const currentUserPath = '/users/me'

/** Its full path (checked against the users contract by a test). */
export const probePath = `${usersServicePrefix}${currentUserPath}`

/** A probe that gets no answer within this time counts as the services being unavailable. */
export const probeTimeoutMs = 3000

/** After an answer, further probes to the same host are skipped for this long. */
export const availableReuseMs = 2000

/** Base URL of the customer services: PORTAL_API_BASE_URL, else the region's API host. */
export function customerServicesBaseUrl(
  region: Region,
  env: EnvValues<'PORTAL_API_BASE_URL' | 'PORTAL_ENV'> = edgeEnv(),
): string {
  const override = env.PORTAL_API_BASE_URL?.replace(/\/+$/, '')
  return override || apiHost(region, portalEnvironment(env.PORTAL_ENV))
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
 * Whether the customer services answer at all (the users client's edge probe: any status below
 * 500 counts). A recent answer is reused for `availableReuseMs` so busy customer pages do not
 * double their backend calls; a failure is never reused, so the pages recover on the first
 * request after an outage.
 */
export async function customerServicesAnswer(input: ProbeInput): Promise<boolean> {
  const last = answeredAt.get(input.baseUrl)
  if (last !== undefined && input.nowMs - last < availableReuseMs) return true
  // The base URL is resolved already: region and environment would only choose a host.
  const config = {
    region: 'DEU',
    environment: 'local',
    baseUrl: input.baseUrl,
    ...(input.fetch ? { fetch: input.fetch } : {}),
  } as const
  const answered = await serviceAnswers(config, {
    service: 'users',
    path: currentUserPath,
    token: input.accessToken,
    timeoutMs: probeTimeoutMs,
  })
  if (answered) answeredAt.set(input.baseUrl, input.nowMs)
  else answeredAt.delete(input.baseUrl)
  return answered
}
