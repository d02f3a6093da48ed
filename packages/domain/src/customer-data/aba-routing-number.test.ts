import { describe, expect, it } from 'vitest'
import { checkRoutingNumber, routingCheckDigit } from './aba-routing-number'

describe('checkRoutingNumber: nine digits, weights 3 7 1, sum a multiple of ten', () => {
  it.each([
    ['021000021', { ok: true, routingNumber: '021000021' }],
    ['0210-0002-1', { ok: true, routingNumber: '021000021' }],
    [' 011000015 ', { ok: true, routingNumber: '011000015' }],
    ['121000248', { ok: true, routingNumber: '121000248' }],
    ['021000022', { ok: false, problem: 'invalid_checksum' }],
    ['121000249', { ok: false, problem: 'invalid_checksum' }],
    ['02100002', { ok: false, problem: 'wrong_length' }],
    ['0210000211', { ok: false, problem: 'wrong_length' }],
    ['02100002A', { ok: false, problem: 'wrong_length' }],
    ['', { ok: false, problem: 'missing' }],
  ] as const)('%j → %j', (input, expected) => {
    expect(checkRoutingNumber(input)).toEqual(expected)
  })

  it.each([
    ['02100002', '1'],
    ['01100001', '5'],
    ['12100024', '8'],
  ])('the check digit of %s is %s', (firstEight, digit) => {
    expect(routingCheckDigit(firstEight)).toBe(digit)
    expect(checkRoutingNumber(firstEight + digit).ok).toBe(true)
  })
})
