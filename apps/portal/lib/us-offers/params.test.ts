import { describe, expect, it } from 'vitest'
import { parseAmountParam } from './amount-param'
import { parseLimitParam } from './limit-param'

describe('parseAmountParam', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['10000', { kind: 'ok', minor: 1_000_000n }],
    ['10,000', { kind: 'ok', minor: 1_000_000n }],
    ['1,234,567.8', { kind: 'ok', minor: 123_456_780n }],
    ['$2500.05', { kind: 'ok', minor: 250_005n }],
    ['0', { kind: 'ok', minor: 0n }],
    ['20000000', { kind: 'clamped', minor: 1_000_000_000n }],
    ['-5', { kind: 'invalid' }],
    ['1.999', { kind: 'invalid' }],
    ['abc', { kind: 'invalid' }],
    ['1e6', { kind: 'invalid' }],
    ['<script>', { kind: 'invalid' }],
  ] as const)('%j → %o', (raw, expected) => {
    expect(parseAmountParam(raw)).toEqual(expected)
  })
})

describe('parseLimitParam', () => {
  it.each([
    [undefined, 20, false],
    ['40', 40, false],
    ['100', 100, false],
    ['101', 100, true],
    ['999999', 100, true],
    ['0', 1, true],
    ['-20', 20, true],
    ['ten', 20, true],
  ] as const)('%j → %i (adjusted %s)', (raw, limit, adjusted) => {
    expect(parseLimitParam(raw)).toEqual({ limit, adjusted })
  })
})
