import { describe, expect, it } from 'vitest'
import { addDays, addMonths, daysBetween, isLeapYear, isoWeekday, yearOf } from './calendar-date'

describe('calendar dates', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-11-23', 12, '2027-11-23'],
    ['2026-08-31', 3, '2026-11-30'],
  ])('addMonths(%s, %i) = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected)
  })

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-29', 1, '2026-03-30'], // across the European clock change
    ['2026-12-31', -28, '2026-12-03'],
    ['2027-01-01', -28, '2026-12-04'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2027-03-01', -1, '2027-02-28'],
    ['2026-11-23', 28, '2026-12-21'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected)
  })

  it.each([
    ['2026-01-01', '2027-01-01', 365],
    ['2028-01-01', '2029-01-01', 366],
    ['2026-03-01', '2026-02-01', -28],
  ])('daysBetween(%s, %s) = %i', (start, end, days) => {
    expect(daysBetween(start, end)).toBe(days)
  })

  it.each([
    ['2026-11-23', 1],
    ['2026-11-28', 6],
    ['2026-11-29', 7],
  ])('isoWeekday(%s) = %i', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday)
  })

  it.each([
    [2024, true],
    [2026, false],
    [2000, true],
    [2100, false],
  ])('isLeapYear(%i) = %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap)
  })

  it('reads the year', () => {
    expect(yearOf('2026-11-23')).toBe(2026)
  })
})
