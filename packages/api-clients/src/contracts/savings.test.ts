import { describe, expect, it } from 'vitest'
import { BookingQuery, PlaceOrderRequest, WithdrawalRequest } from './savings'

describe('PlaceOrderRequest', () => {
  it.each([
    [1_000_000, true],
    [1, true],
    [0, false],
    [-500, false],
    [1000.5, false], // minor units are whole: a third decimal of the major unit cannot be sent
    [Number.NaN, false],
    ['1000', false],
  ])('amount %s valid: %s', (amount, valid) => {
    expect(PlaceOrderRequest.safeParse({ offerId: 'offer-1', amount }).success).toBe(valid)
  })

  it('knows the prolongation choices', () => {
    expect(
      PlaceOrderRequest.safeParse({ offerId: 'o', amount: 1, prolongation: 'ALWAYS' }).success,
    ).toBe(false)
    expect(
      PlaceOrderRequest.parse({ offerId: 'o', amount: 1, prolongation: 'PRINCIPAL' }),
    ).toMatchObject({
      prolongation: 'PRINCIPAL',
    })
  })
})

describe('WithdrawalRequest', () => {
  it('needs a challenge and a payee', () => {
    expect(WithdrawalRequest.safeParse({ currency: 'EUR', amount: 100 }).success).toBe(false)
    const request = {
      currency: 'EUR',
      amount: 100,
      payeeIban: 'DE89370400440532013000',
      scaChallengeId: 'c1',
    }
    expect(WithdrawalRequest.safeParse(request).success).toBe(true)
  })
})

describe('BookingQuery', () => {
  it.each([
    [{}, { page: 1, pageSize: 50 }],
    [
      { page: '3', pageSize: '20', type: 'INTEREST' },
      { page: 3, pageSize: 20, type: 'INTEREST' },
    ],
  ])('%o → %o', (query, parsed) => {
    expect(BookingQuery.parse(query)).toEqual(parsed)
  })

  it.each([{ pageSize: '201' }, { page: '0' }, { type: 'GIFT' }, { from: '2026-13-01' }])(
    'refuses %o',
    (query) => {
      expect(BookingQuery.safeParse(query).success).toBe(false)
    },
  )
})
