import {
  type ApiResult,
  failure,
  noResponseError,
  normaliseResponseError,
  success,
} from '@portal/api-clients'
import { describe, expect, it } from 'vitest'
import { dataOrNull, mapResult, resultOf } from './service-result'

const failedWith = (status: number, body: unknown) =>
  failure<{ items: string[] }>(normaliseResponseError({ status, body }))

describe('the boundary’s one result', () => {
  it.each<[string, ApiResult<{ items: string[] }>, number, string]>([
    ['no response after the whole 20000 ms', failure(noResponseError()), 20_000, 'timeout'],
    ['no response long after it', failure(noResponseError()), 20_150, 'timeout'],
    ['no response at once (connection refused)', failure(noResponseError()), 3, 'unanswered'],
    ['a 503 of the service', failedWith(503, { code: 'serviceUnavailable' }), 20_000, 'unanswered'],
    ['a 403 for a foreign account', failedWith(403, { code: 'unauthorized' }), 10, 'refused'],
    ['a 404 for another customer’s record', failedWith(404, { code: 'notFound' }), 10, 'notFound'],
    ['a 422 with a reason', failedWith(422, { code: 'insufficientFunds' }), 10, 'refused'],
    [
      'a slow 400 technicalError the backend sent',
      failedWith(400, { code: 'technicalError', error: 'Bad Request' }),
      20_000,
      'unanswered',
    ],
  ])('turns %s into %s', (_case, result, elapsedMs, expected) => {
    const judged = resultOf(result, elapsedMs)
    expect(judged.ok ? 'ok' : judged.failure.reason).toBe(expected)
  })

  it('keeps the code and status of a refusal for the action to read', () => {
    expect(resultOf(failedWith(422, { code: 'insufficientFunds' }))).toEqual({
      ok: false,
      failure: { reason: 'refused', code: 'insufficientFunds', status: 422 },
    })
  })

  it('keeps the wait a refusal asked for in Retry-After', () => {
    const limited = failure(
      normaliseResponseError({
        status: 429,
        body: { code: 'tooManyChallenges' },
        retryAfterSeconds: 754,
      }),
    )
    expect(resultOf(limited)).toEqual({
      ok: false,
      failure: {
        reason: 'refused',
        code: 'tooManyChallenges',
        status: 429,
        retryAfterSeconds: 754,
      },
    })
  })

  it('passes the data of a success through, also an empty list', () => {
    expect(resultOf(success({ items: [] }, 200))).toEqual({ ok: true, data: { items: [] } })
    expect(
      mapResult(resultOf(success({ items: ['a'] }, 200)), (data) => data.items.length),
    ).toEqual({ ok: true, data: 1 })
    expect(dataOrNull(resultOf(failedWith(503, {})))).toBeNull()
  })
})
