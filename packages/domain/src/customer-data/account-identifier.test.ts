import { describe, expect, it } from 'vitest'
import {
  type AccountIdentifier,
  accountKey,
  accountOfKey,
  referenceAccountIdentifier,
  sameAccount,
} from './account-identifier'

const iban: AccountIdentifier = { scheme: 'iban', iban: 'DE89370400440532013000' }
const aba: AccountIdentifier = {
  scheme: 'aba',
  routingNumber: '021000021',
  accountNumber: '123456789012',
}

describe('accountKey and accountOfKey: one string per account, read back', () => {
  it.each([
    [iban, 'DE89370400440532013000'],
    [{ scheme: 'iban', iban: 'de89 3704 0044 0532 0130 00' } as const, 'DE89370400440532013000'],
    [aba, 'ABA021000021123456789012'],
  ] as const)('%j → %s', (account, key) => {
    expect(accountKey(account)).toBe(key)
    expect(sameAccount(accountOfKey(key) ?? iban, account)).toBe(true)
  })

  it.each([
    'ABA021000022123456789012', // routing number check digit wrong
    'ABA021000021123', // account number too short
    'ABA02100002', // no account number
  ])('%s names no account', (key) => {
    expect(accountOfKey(key)).toBeUndefined()
  })

  it('tells two accounts apart across schemes', () => {
    expect(sameAccount(iban, aba)).toBe(false)
    expect(sameAccount(aba, { ...aba, accountNumber: '123456789013' })).toBe(false)
  })
})

describe('referenceAccountIdentifier: the stored row in the market’s scheme', () => {
  const usRow = { iban: '', accountNumber: '123456789012', branchCode: '021000021' }
  const deRow = {
    iban: 'DE89370400440532013000',
    accountNumber: '0532013000',
    branchCode: '37040044',
  }
  it.each([
    ['iban', deRow, iban],
    ['aba', usRow, aba],
    ['iban', usRow, null],
    ['aba', { ...usRow, branchCode: '021000022' }, null],
    ['aba', { ...usRow, accountNumber: null }, null],
  ] as const)('%s of %j → %j', (scheme, row, expected) => {
    expect(referenceAccountIdentifier(row, scheme)).toEqual(expected)
  })
})
