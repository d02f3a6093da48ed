import { describe, expect, it } from 'vitest'
import { accountHolderCount } from './account-holders'

const person = (...names: string[]) => ({ roles: names.map((name) => ({ name })) })

describe('account holders', () => {
  it.each([
    ['one holder', [person('ACCOUNT_HOLDER')], 1],
    ['two holders (joint)', [person('ACCOUNT_HOLDER'), person('ACCOUNT_HOLDER')], 2],
    ['a holder and a tax partner', [person('ACCOUNT_HOLDER'), person('TAX_PARTNER')], 1],
    ['a holder who is also authorised', [person('ACCOUNT_HOLDER', 'AUTHORIZED_PERSON')], 1],
    ['a company: no holder, a representative', [person('LEGAL_REPRESENTATIVE')], 1],
    ['no persons at all', [], 1],
  ])('%s: %i', (_case, persons, expected) => {
    expect(accountHolderCount(persons)).toBe(expected)
  })
})
