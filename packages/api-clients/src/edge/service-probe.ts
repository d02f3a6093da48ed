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
 * Whether a service answers at all: any status below 500 is an answer (a 401 too); a 5xx, a
 * network error or no answer within `timeoutMs` is not.
 */
export async function serviceAnswers(config: ApiClientConfig, call: ProbeCall): Promise<boolean> {
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
  return answer.answered && answer.status < 500
}
