import type { NormalisedError } from '@portal/api-clients'
import type { ApiResult } from '@portal/api-clients/result'
import { transactionServiceTimeoutMs } from '@portal/api-clients/services'

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

/**
 * The request core reports a timeout as "no response" (spec section 8: status 400,
 * technicalError, no body); it is a timeout when the call lasted the service's whole 20000 ms.
 */
export function isTimeout(error: NormalisedError, elapsedMs: number): boolean {
  return (
    error.code === 'technicalError' &&
    error.status === 400 &&
    error.error === 'Invalid Request Payload' &&
    elapsedMs >= transactionServiceTimeoutMs
  )
}
