import { describe, expect, it } from 'vitest'
import { cancelOrderError } from './order-cancellation'

describe('a refused cancellation, as the customer reads it', () => {
  it.each([
    ['orderNotCancellable', 'alreadyForwarded'],
    ['orderNotFound', 'unavailable'],
    [undefined, 'unavailable'],
  ])('%s → %s', (code, error) => {
    expect(cancelOrderError('order-1', code)).toEqual({
      status: 'error',
      orderId: 'order-1',
      error,
    })
  })
})
