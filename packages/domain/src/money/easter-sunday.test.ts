import { describe, expect, it } from 'vitest'
import { easterSunday } from './easter-sunday'

describe('easterSunday', () => {
  // published Easter dates (Western churches)
  it.each([
    [1961, '1961-04-02'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i: %s', (year, date) => {
    expect(easterSunday(year)).toBe(date)
  })
})
