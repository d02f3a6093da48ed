import { describe, expect, it } from 'vitest'
import { canGiveNotice, noticeAvailableOn } from './notice'
import { makeDeposit, noticeDeposit } from './savings-fixtures'

describe('noticeAvailableOn', () => {
  it.each([
    {
      case: '33 days from a Monday is a Saturday: the next Monday',
      today: '2026-11-23',
      days: 33,
      on: '2026-12-28',
    },
    { case: 'lands on a bank day', today: '2026-11-24', days: 30, on: '2026-12-24' },
    {
      case: 'lands on Christmas Day (TARGET closed): 28 December',
      today: '2026-11-25',
      days: 30,
      on: '2026-12-28',
    },
    {
      case: 'lands on 1 January (a Friday): Monday 4 January',
      today: '2026-12-02',
      days: 30,
      on: '2027-01-04',
    },
  ])('$case', ({ today, days, on }) => {
    expect(noticeAvailableOn({ noticePeriodDays: days, currency: 'EUR' }, today)).toBe(on)
  })
})

describe('canGiveNotice', () => {
  it.each([
    ['an active notice account', noticeDeposit, true],
    ['a notice account after notice', { ...noticeDeposit, status: 'notice_given' as const }, false],
    ['a term deposit', makeDeposit(), false],
  ])('%s → %s', (_case, deposit, can) => {
    expect(canGiveNotice(deposit)).toBe(can)
  })
})
