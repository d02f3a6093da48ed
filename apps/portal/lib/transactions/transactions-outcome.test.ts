import {
  type ApiResult,
  failure,
  noResponseError,
  normaliseResponseError,
  success,
} from '@portal/api-clients'
import type { Transaction } from '@portal/api-clients/contracts/transactions'
import { describe, expect, it } from 'vitest'
import { transactionsOutcome } from './transactions-outcome'

const booking: Transaction = {
  id: 'BAC_1-T01',
  bookingDate: '2025-01-06',
  valueDate: '2025-01-06',
  type: 'TRANSFER_IN',
  direction: 'CREDIT',
  amount: 100,
  currency: 'EUR',
  counterparty: 'Erika Mustermann',
  reference: '1-01',
}

const failed = (status: number, body: unknown) =>
  failure<{ items: Transaction[] }>(normaliseResponseError({ status, body }))

describe('transactions outcome', () => {
  it.each<[string, ApiResult<{ items: Transaction[] }>, number, string]>([
    ['a list', success({ items: [booking] }, 200), 40, 'loaded'],
    ['an empty list', success({ items: [] }, 200), 40, 'loaded'],
    ['no response after the whole 20000 ms', failure(noResponseError()), 20_000, 'timeout'],
    ['no response long after it', failure(noResponseError()), 20_150, 'timeout'],
    ['no response at once (connection refused)', failure(noResponseError()), 3, 'failed'],
    ['a 503 of the service', failed(503, { code: 'serviceUnavailable' }), 20_000, 'failed'],
    ['a 403 for a foreign account', failed(403, { code: 'unauthorized' }), 10, 'failed'],
    [
      'a slow 400 technicalError the backend sent',
      failed(400, { code: 'technicalError', error: 'Bad Request' }),
      20_000,
      'failed',
    ],
  ])('turns %s into %s', (_case, result, elapsedMs, expected) => {
    expect(transactionsOutcome(result, elapsedMs).status).toBe(expected)
  })

  it('keeps the transactions of a loaded list', () => {
    expect(transactionsOutcome(success({ items: [booking] }, 200), 1)).toEqual({
      status: 'loaded',
      transactions: [booking],
    })
  })
})
