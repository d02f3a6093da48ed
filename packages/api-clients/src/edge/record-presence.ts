import type { ApiClientConfig } from '../config'
import { exchange } from '../exchange'
import type { ServiceName } from '../services'
import type { PathParams, QueryValues } from '../url'

export interface RecordCall {
  service: ServiceName
  /** The public read of one record, under the service's prefix, with `:param` placeholders. */
  path: string
  params: PathParams
  query?: QueryValues
  timeoutMs: number
}

/**
 * Whether the backend has a public record: `present` for a 2xx, `absent` for a 404, `unknown` for
 * any other answer, a network error or nothing within `timeoutMs` (the caller then lets the page
 * ask again and show its own error). The body is not validated: only the status is read.
 */
export type RecordPresence = 'present' | 'absent' | 'unknown'

export async function recordPresence(
  config: ApiClientConfig,
  call: RecordCall,
): Promise<RecordPresence> {
  const answer = await exchange(
    {
      service: call.service,
      path: call.path,
      params: call.params,
      ...(call.query ? { query: call.query } : {}),
      auth: 'none',
      timeoutMs: call.timeoutMs,
      init: { cache: 'no-store' },
    },
    config,
  )
  if (!answer.answered) return 'unknown'
  if (answer.status === 404) return 'absent'
  return answer.status >= 200 && answer.status < 300 ? 'present' : 'unknown'
}
