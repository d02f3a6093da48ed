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

export async function probeService(
  config: ApiClientConfig,
  call: ProbeCall,
): Promise<ProbeOutcome> {
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
  if (!answer.answered || answer.status >= 500) return 'no_answer'
  return answer.status === 401 ? 'token_refused' : 'answered'
}
