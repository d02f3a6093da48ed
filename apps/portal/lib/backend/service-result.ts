import type { NormalisedError } from '@portal/api-clients'
import type { ApiResult } from '@portal/api-clients/result'
import { serverEnv } from '@/lib/env'

/**
 * Why the backend gave no data, judged once from its normalised error (spec section 8):
 * - `notFound`: 404, no such record of this customer (a page answers 404);
 * - `noAccount`: the session has no customer account, so nothing was asked;
 * - `timeout`: no answer within the transaction service's whole 20000 ms;
 * - `unanswered`: no answer at all, or a server failure (5xx): try again later;
 * - `refused`: any other answer (4xx); `code` says why.
 */
export type FailureReason = 'notFound' | 'noAccount' | 'timeout' | 'unanswered' | 'refused'

export interface ServiceFailure {
  reason: FailureReason
  /** The backend's code (`insufficientFunds`, `wrongCode`, …; `technicalError` without answer). */
  code: string
  /** The normalised status; 0 when nothing was asked. */
  status: number
  /** Seconds the backend asked to wait before trying again (its `Retry-After`), when it said. */
  retryAfterSeconds?: number
}

/** Every call of the backend boundary answers this: the data, or why there is none. */
export type ServiceResult<T> = { ok: true; data: T } | { ok: false; failure: ServiceFailure }

export const ok = <T>(data: T): ServiceResult<T> => ({ ok: true, data })

export const failed = (failure: ServiceFailure): ServiceResult<never> => ({ ok: false, failure })

/** The session has chosen no customer account: nothing to ask the backend. */
export const noAccount: ServiceResult<never> = failed({
  reason: 'noAccount',
  code: 'missingCustomerId',
  status: 0,
})

/** An id that cannot name a record (malformed): nothing to ask the backend. */
export const noSuchRecord: ServiceResult<never> = failed({
  reason: 'notFound',
  code: 'notFound',
  status: 404,
})

/** The reason of a normalised error; `elapsedMs` tells a timeout from a refused connection. */
export function reasonOf(error: NormalisedError, elapsedMs = 0): FailureReason {
  if (error.status === 404) return 'notFound'
  if (isTimeout(error, elapsedMs)) return 'timeout'
  if (error.status >= 500 || error.code === 'technicalError') return 'unanswered'
  return 'refused'
}

/** An api-clients result in the boundary's shape. */
export function resultOf<T>(result: ApiResult<T>, elapsedMs = 0): ServiceResult<T> {
  if (result.error === undefined) return ok(result.data)
  const { code, status, retryAfterSeconds } = result.error
  return failed({
    reason: reasonOf(result.error, elapsedMs),
    code,
    status,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  })
}

/** Makes the call and judges its answer, timing it so that a timeout is told apart. */
export async function answerOf<T>(call: () => Promise<ApiResult<T>>): Promise<ServiceResult<T>> {
  const started = performance.now()
  const result = await call()
  return resultOf(result, performance.now() - started)
}

/** No customer account, or no such record: nothing to show, and nothing went wrong. */
export function nothingToRead(failure: ServiceFailure): boolean {
  return failure.reason === 'noAccount' || failure.reason === 'notFound'
}

/** No answer in time or a server failure: the customer may try again later. */
export function isUnanswered(failure: ServiceFailure): boolean {
  return failure.reason === 'unanswered' || failure.reason === 'timeout'
}

/** The data of a result transformed; a failure stays as it is. */
export function mapResult<T, U>(result: ServiceResult<T>, map: (data: T) => U): ServiceResult<U> {
  return result.ok ? ok(map(result.data)) : result
}

/** The data, or null for any failure (for parts of a page that may be left out). */
export function dataOrNull<T>(result: ServiceResult<T>): T | null {
  return result.ok ? result.data : null
}

/**
 * The request core reports a timeout as "no response" (spec section 8: status 400,
 * technicalError, no body); it is a timeout when the call lasted the service's whole 20000 ms
 * (`TRANSACTION_SERVICE_TIMEOUT_MS`).
 */
function isTimeout(error: NormalisedError, elapsedMs: number): boolean {
  return (
    error.code === 'technicalError' &&
    error.status === 400 &&
    error.error === 'Invalid Request Payload' &&
    elapsedMs >= serverEnv().TRANSACTION_SERVICE_TIMEOUT_MS
  )
}
