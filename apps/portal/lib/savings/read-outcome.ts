import type { ApiResult } from '@portal/api-clients/result'
import { isTimeout } from '@/lib/transactions/transactions-outcome'

/**
 * What a savings screen gets from a read: the data, nothing to show (no customer account), no
 * such record of this customer (the page answers 404), or why it failed (too slow or refused).
 */
export type ReadOutcome<T> =
  | { status: 'loaded'; data: T }
  | { status: 'none' }
  | { status: 'notFound' }
  | { status: 'timeout' }
  | { status: 'failed' }

export type ReadFailure = 'timeout' | 'failed'

export function readOutcome<T>(result: ApiResult<T>, elapsedMs: number): ReadOutcome<T> {
  if (result.error === undefined) return { status: 'loaded', data: result.data }
  if (result.error.status === 404) return { status: 'notFound' }
  return isTimeout(result.error, elapsedMs) ? { status: 'timeout' } : { status: 'failed' }
}
