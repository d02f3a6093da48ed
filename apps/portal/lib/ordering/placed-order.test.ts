import { describe, expect, it } from 'vitest'
import { type FailureReason, failed } from '@/lib/backend/service-result'
import { placedOrderOf } from './placed-order'

const refusal = (code: string, status: number, reason: FailureReason = 'refused') =>
  placedOrderOf(failed({ reason, code, status })).status

describe('what the order form makes of the savings service’s answer', () => {
  it.each<[string, number, string]>([
    ['offerEnded', 409, 'offerEnded'],
    ['offerNotFound', 404, 'notOffered'],
    ['amountOutOfRange', 422, 'amountOutOfRange'],
    ['technicalError', 400, 'unavailable'],
    ['serviceUnavailable', 503, 'unavailable'],
    ['forbidden', 403, 'refused'],
  ])('%s (%i) is %s', (code, status, expected) => {
    expect(refusal(code, status)).toBe(expected)
  })
})
