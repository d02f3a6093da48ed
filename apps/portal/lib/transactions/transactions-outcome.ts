import type { ApiResult, NormalisedError } from '@portal/api-clients'
import type { Transaction } from '@portal/api-clients/contracts/transactions'
import { transactionServiceTimeoutMs } from '@portal/api-clients/services'

/** What the transactions screen shows: the list (maybe empty), or why there is none. */
export type TransactionsOutcome =
  | { status: 'loaded'; transactions: Transaction[] }
  | { status: 'timeout' }
  | { status: 'failed' }

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

export function transactionsOutcome(
  result: ApiResult<{ items: Transaction[] }>,
  elapsedMs: number,
): TransactionsOutcome {
  if (result.data) return { status: 'loaded', transactions: result.data.items }
  return isTimeout(result.error, elapsedMs) ? { status: 'timeout' } : { status: 'failed' }
}
