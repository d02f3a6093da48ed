import type { ApiClientConfig } from '../config'
import { exchange } from '../exchange'
import type { ServiceName } from '../services'

export interface ProbeCall {
  service: ServiceName
  /** A cheap read of the service, under its prefix. */
  path: string
  token: string
  timeoutMs: number
}

/**
 * How a service answers a probe with the session's token: `answered` for any status below 500
 * but 401, `token_refused` for a 401 (the service is up, but this token's session has ended),
 * `no_answer` for a 5xx, a network error or nothing within `timeoutMs`.
 */
export type ProbeOutcome = 'answered' | 'token_refused' | 'no_answer'

/** A probe's outcome, with the body of a 200 answer (the caller may use the read it paid for). */
export interface ProbeAnswer {
  outcome: ProbeOutcome
  body?: unknown
}

export async function probeServiceAnswer(
  config: ApiClientConfig,
  call: ProbeCall,
): Promise<ProbeAnswer> {
  const answer = await exchange(
    {
      service: call.service,
      path: call.path,
      token: call.token,
      timeoutMs: call.timeoutMs,
      init: { cache: 'no-store' },
    },
    config,
  )
  if (!answer.answered || answer.status >= 500) return { outcome: 'no_answer' }
  if (answer.status === 401) return { outcome: 'token_refused' }
  return answer.status === 200
    ? { outcome: 'answered', body: answer.body }
    : { outcome: 'answered' }
}

export async function probeService(
  config: ApiClientConfig,
  call: ProbeCall,
): Promise<ProbeOutcome> {
  return (await probeServiceAnswer(config, call)).outcome
}
