import { describe, expect, it } from 'vitest'
import { depositsOf, savingsList } from './deposit-lists'
import { makeDeposit, noticeDeposit, overnightDeposit } from './savings-fixtures'

const paidOut = makeDeposit({ id: 'paid', status: 'paid_out', maturityDate: '2026-06-01' })
const prolonged = makeDeposit({ id: 'renewed', status: 'prolonged', maturityDate: '2026-07-01' })
const late = makeDeposit({ id: 'late', maturityDate: '2028-01-01' })
const all = [overnightDeposit, late, makeDeposit(), noticeDeposit, paidOut, prolonged]

describe('savings lists (spec section 2)', () => {
  it.each([
    ['savings', ['dep-term-1', 'late', 'dep-notice-1', 'dep-overnight-1']],
    ['savingsAll', ['paid', 'renewed', 'dep-term-1', 'late', 'dep-notice-1', 'dep-overnight-1']],
    ['savingsTerm', ['dep-term-1', 'late']],
    ['savingsOvernight', ['dep-overnight-1']],
    ['savingsNotice', ['dep-notice-1']],
  ] as const)('%s lists %j, soonest maturity first, then by opening', (id, expected) => {
    expect(depositsOf(savingsList(id), all).map((deposit) => deposit.id)).toEqual(expected)
  })
})
