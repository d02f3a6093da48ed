import {
  type ApiResult,
  failure,
  noResponseError,
  normaliseResponseError,
  success,
} from '@portal/api-clients'
import { describe, expect, it } from 'vitest'
import { readOutcome } from './read-outcome'

const failed = (status: number, body: unknown) =>
  failure<{ items: string[] }>(normaliseResponseError({ status, body }))

describe('read outcome', () => {
  it.each<[string, ApiResult<{ items: string[] }>, number, string]>([
    ['a list', success({ items: ['a'] }, 200), 40, 'loaded'],
    ['an empty list', success({ items: [] }, 200), 40, 'loaded'],
    ['no response after the whole 20000 ms', failure(noResponseError()), 20_000, 'timeout'],
    ['no response long after it', failure(noResponseError()), 20_150, 'timeout'],
    ['no response at once (connection refused)', failure(noResponseError()), 3, 'failed'],
    ['a 503 of the service', failed(503, { code: 'serviceUnavailable' }), 20_000, 'failed'],
    ['a 403 for a foreign account', failed(403, { code: 'unauthorized' }), 10, 'failed'],
    ['a 404 for another customer’s record', failed(404, { code: 'notFound' }), 10, 'notFound'],
    [
      'a slow 400 technicalError the backend sent',
      failed(400, { code: 'technicalError', error: 'Bad Request' }),
      20_000,
      'failed',
    ],
  ])('turns %s into %s', (_case, result, elapsedMs, expected) => {
    expect(readOutcome(result, elapsedMs).status).toBe(expected)
  })

  it('keeps the data of a loaded read', () => {
    expect(readOutcome(success({ items: ['a'] }, 200), 1)).toEqual({
      status: 'loaded',
      data: { items: ['a'] },
    })
  })
})
