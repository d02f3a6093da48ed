import { describe, expect, it } from 'vitest'
import { addBankDays, isBankDay, nextSettlementDay, subtractBankDays } from './bank-day'
import { bankHolidays } from './bank-holidays'

describe('bankHolidays (TARGET2 for EUR)', () => {
  it.each([
    [2025, ['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-01', '2025-12-25', '2025-12-26']],
    [2026, ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-01', '2026-12-25', '2026-12-26']],
    [2027, ['2027-01-01', '2027-03-26', '2027-03-29', '2027-05-01', '2027-12-25', '2027-12-26']],
  ])('%i', (year, days) => {
    expect(bankHolidays('EUR', year)).toEqual(days)
  })

  it('has none for other currencies yet', () => {
    expect(bankHolidays('GBP', 2026)).toEqual([])
  })
})

describe('isBankDay', () => {
  it.each([
    ['2026-11-23', 'EUR', true], // Monday
    ['2026-11-28', 'EUR', false], // Saturday
    ['2026-11-29', 'USD', false], // Sunday
    ['2026-04-03', 'EUR', false], // Good Friday
    ['2026-04-03', 'GBP', true],
    ['2026-04-06', 'EUR', false], // Easter Monday
    ['2027-03-26', 'EUR', false], // Good Friday 2027
    ['2025-05-01', 'EUR', false],
    ['2026-10-03', 'EUR', false], // German Unity Day is a Saturday in 2026
    ['2025-10-03', 'EUR', true], // … and no TARGET2 holiday on a Friday in 2025
    ['2026-12-24', 'EUR', true],
  ])('%s in %s: %s', (date, currency, open) => {
    expect(isBankDay(date, currency)).toBe(open)
  })
})

describe('addBankDays', () => {
  it.each([
    ['2026-11-23', 1, 'EUR', '2026-11-24'],
    ['2026-11-27', 1, 'EUR', '2026-11-30'], // Friday → Monday
    ['2026-11-28', 0, 'EUR', '2026-11-30'], // Saturday rolls to Monday
    ['2026-04-02', 1, 'EUR', '2026-04-07'], // Maundy Thursday → over Easter → Tuesday
    ['2026-04-02', 1, 'USD', '2026-04-03'],
    ['2026-12-23', 2, 'EUR', '2026-12-28'], // 24th, then over Christmas (25, 26, 27)
    ['2025-12-31', 1, 'EUR', '2026-01-02'],
    ['2027-03-25', 2, 'EUR', '2027-03-31'],
  ])('%s + %i bank days in %s = %s', (date, days, currency, expected) => {
    expect(addBankDays(date, days, currency)).toBe(expected)
  })
})

describe('nextSettlementDay', () => {
  it.each([
    ['2026-11-23', 'WEDNESDAY', '2026-11-25'],
    ['2026-11-25', 'WEDNESDAY', '2026-11-25'],
    ['2026-11-26', 'WEDNESDAY', '2026-12-02'],
    ['2026-03-30', 'FRIDAY', '2026-04-07'], // Good Friday, then Easter Monday: Tuesday
    ['2026-11-28', null, '2026-11-30'],
  ] as const)('from %s on %s: %s', (date, weekday, expected) => {
    expect(nextSettlementDay(date, weekday, 'EUR')).toBe(expected)
  })
})

describe('subtractBankDays', () => {
  it.each([
    ['2026-12-01', 5, 'EUR', '2026-11-24'],
    ['2027-01-04', 5, 'EUR', '2026-12-24'], // over New Year and Christmas
    ['2026-04-08', 2, 'EUR', '2026-04-02'], // over Easter
    ['2026-11-30', 0, 'EUR', '2026-11-30'],
  ])('%s − %i bank days in %s = %s', (date, days, currency, expected) => {
    expect(subtractBankDays(date, days, currency)).toBe(expected)
  })
})
