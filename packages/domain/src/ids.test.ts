import { describe, expect, it } from 'vitest'
import { isBacNumber, isBankSlug, isContentSlug, isOfferId } from './id-patterns'
import { BacNumber, BankSlug, ContentSlug, OfferId } from './ids'

const long = (length: number, character = 'a') => character.repeat(length)

describe.each([
  [
    'OfferId',
    OfferId,
    isOfferId,
    ['de-termbank-12m', 'O-1', 'abc123', long(100)],
    ['', 'a b', 'a/b', 'a_b', '../x', 'ä', long(101), '<script>'],
  ],
  [
    'BankSlug',
    BankSlug,
    isBankSlug,
    ['alpenbank', 'bank-2', long(100)],
    ['', 'Alpenbank', 'bank_2', 'a/b', '..', long(101), 'bank%2f'],
  ],
  [
    'ContentSlug',
    ContentSlug,
    isContentSlug,
    ['about', 'press-2026-01', long(120)],
    ['', 'About', 'a b', 'a/b', long(121), 'x?y'],
  ],
  [
    'BacNumber',
    BacNumber,
    isBacNumber,
    ['BAC_1000000001', 'BAC_x9'],
    ['', 'BAC_', 'bac_1', '1000000001', 'BAC_1-T01', 'BAC_1/../2'],
  ],
] as const)('%s', (_name, schema, is, valid, invalid) => {
  it.each(valid)('accepts %j', (value) => {
    expect(schema.safeParse(value).success).toBe(true)
    expect(is(value)).toBe(true)
  })

  it.each(invalid)('refuses %j', (value) => {
    expect(schema.safeParse(value).success).toBe(false)
    expect(is(value)).toBe(false)
  })

  it('refuses what is not a string', () => {
    expect(schema.safeParse(42).success).toBe(false)
    expect(is(undefined)).toBe(false)
  })
})
