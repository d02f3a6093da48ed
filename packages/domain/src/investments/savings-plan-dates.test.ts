import { describe, expect, it } from 'vitest'
import type { SavingsPlan } from './savings-plan'
import { executionInMonth, nextExecutions } from './savings-plan-dates'

describe('executionInMonth', () => {
  it.each([
    // day, month → due date, execution date
    [15, '2026-11', '2026-11-15', '2026-11-16'], // Sunday → Monday
    [23, '2026-11', '2026-11-23', '2026-11-23'],
    [31, '2026-11', '2026-11-30', '2026-11-30'], // day 31 in a 30-day month: the last day
    [31, '2026-04', '2026-04-30', '2026-04-30'],
    [31, '2026-02', '2026-02-28', '2026-02-27'], // last day a Saturday: the bank day before
    [29, '2026-02', '2026-02-28', '2026-02-27'],
    [30, '2028-02', '2028-02-29', '2028-02-29'], // leap year
    [31, '2026-01', '2026-01-31', '2026-01-30'], // Saturday at the month's end: Friday
    [31, '2026-05', '2026-05-31', '2026-05-29'], // Sunday at the month's end: Friday
    [3, '2026-04', '2026-04-03', '2026-04-07'], // Good Friday, weekend, Easter Monday → Tuesday
    [1, '2027-01', '2027-01-01', '2027-01-04'], // New Year's Day (TARGET2) → Monday
    [25, '2026-12', '2026-12-25', '2026-12-28'], // Christmas, 26 December a Saturday → Monday
  ])('day %i in %s is due %s and executed %s', (day, month, dueDate, executionDate) => {
    expect(executionInMonth(day, `${month}-01`)).toEqual({ dueDate, executionDate })
  })
})

describe('nextExecutions', () => {
  const plan: SavingsPlan = { amount: 10_000, dayOfMonth: 31, startDate: '2026-11-23' }

  it('lists the coming months from today, day 31 on each month end', () => {
    expect(nextExecutions(plan, '2026-11-23', 4).map((e) => e.dueDate)).toEqual([
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
    ])
  })

  it('starts next month when this month’s day has passed, and not before the start', () => {
    const early = { ...plan, dayOfMonth: 10 }
    expect(nextExecutions(early, '2026-11-23', 1)[0]?.dueDate).toBe('2026-12-10')
    expect(nextExecutions({ ...early, startDate: '2027-03-01' }, '2026-11-23', 1)[0]?.dueDate).toBe(
      '2027-03-10',
    )
  })

  it('skips executions due in a pause and stops at an open-ended one', () => {
    const paused = { ...plan, pause: { from: '2026-12-01', until: '2027-02-01' } }
    expect(nextExecutions(paused, '2026-11-23', 3).map((e) => e.dueDate)).toEqual([
      '2026-11-30',
      '2027-02-28',
      '2027-03-31',
    ])
    expect(
      nextExecutions({ ...plan, pause: { from: '2026-12-01' } }, '2026-11-23', 3),
    ).toHaveLength(1)
  })
})
