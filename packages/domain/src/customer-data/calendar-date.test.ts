import { describe, expect, it } from 'vitest'
import { addDays, yearOf } from './calendar-date'

describe('addDays', () => {
  it.each([
    ['2026-12-31', -28, '2026-12-03'],
    ['2027-01-01', -28, '2026-12-04'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2027-03-01', -1, '2027-02-28'],
    ['2026-11-23', 28, '2026-12-21'],
  ])('%s %+d → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected)
  })

  it('reads the year', () => {
    expect(yearOf('2026-11-23')).toBe(2026)
  })
})
