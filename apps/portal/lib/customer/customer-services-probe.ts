import { type ProbeAnswer, probeServiceAnswer } from '@portal/api-clients/edge'
import { apiHost } from '@portal/api-clients/hosts'
import { usersServicePrefix } from '@portal/api-clients/service-prefixes'
import type { Region } from '@portal/domain/region'
import { portalEnvironment } from '@/lib/config/environment'
import { type EnvValues, edgeEnv } from '@/lib/edge-env'
import { unansweredProbes } from './unanswered-probes'

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

const unanswered = unansweredProbes(probeTimeoutMs)

/** When each session's probe was last answered, by host and token. */
const answeredAt = new Map<string, number>()

function forget(olderThanMs: number) {
  for (const [key, at] of answeredAt) if (at < olderThanMs) answeredAt.delete(key)
}

/**
 * How the customer services answer this session (the users client's edge probe): `answered`,
 * `token_refused` (a 401: the services are up but have ended this session, e.g. after a password
 * change elsewhere) or `no_answer`; a probe that was answered 200 hands over the user it read. An
 * answer is reused for `availableReuseMs` per session, so a busy customer page does not double
 * its backend calls; a failure or a refusal is never reused. No answer is logged for the
 * operators (`unanswered-probes.ts`).
 */
export async function customerServicesAnswer(input: ProbeInput): Promise<ProbeAnswer> {
  const key = `${input.baseUrl} ${input.accessToken}`
  const last = answeredAt.get(key)
  if (last !== undefined && input.nowMs - last < availableReuseMs) return { outcome: 'answered' }
  // The base URL is resolved already: region and environment would only choose a host.
  const config = {
    region: 'DEU',
    environment: 'local',
    baseUrl: input.baseUrl,
    ...(input.fetch ? { fetch: input.fetch } : {}),
  } as const
  const startedAt = performance.now()
  const answer = await probeServiceAnswer(config, {
    service: 'users',
    path: currentUserPath,
    token: input.accessToken,
    timeoutMs: probeTimeoutMs,
  })
  if (answeredAt.size > 10_000) forget(input.nowMs - availableReuseMs)
  if (answer.outcome === 'answered') answeredAt.set(key, input.nowMs)
  else answeredAt.delete(key)
  if (answer.outcome === 'no_answer')
    unanswered.record(input.baseUrl, input.nowMs, performance.now() - startedAt)
  return answer
}
