import { describe, expect, it } from 'vitest'
import { guaranteeLimitOn } from './deposit-guarantee-schemes'

describe('guaranteeLimitOn', () => {
  it.each([
    ['DE', '2026-11-23', 100_000_00, 'EUR'],
    ['IT', '2026-11-23', 100_000_00, 'EUR'],
    ['PL', '2026-11-23', 425_000_00, 'PLN'],
    ['SE', '2020-12-31', 950_000_00, 'SEK'],
    ['SE', '2021-01-01', 1_050_000_00, 'SEK'],
    ['SE', '2026-01-01', 1_150_000_00, 'SEK'],
    ['NO', '2026-11-23', 2_000_000_00, 'NOK'],
    ['GB', '2025-11-30', 85_000_00, 'GBP'],
    ['GB', '2025-12-01', 120_000_00, 'GBP'],
    ['CH', '2026-11-23', 100_000_00, 'CHF'],
    ['US', '2026-11-23', 250_000_00, 'USD'],
  ])('%s on %s covers %i %s', (country, date, limit, currency) => {
    expect(guaranteeLimitOn(country, date)).toMatchObject({ limit, currency })
  })

  it('knows no scheme for a country it does not list', () => {
    expect(guaranteeLimitOn('XX', '2026-11-23')).toBeUndefined()
  })

  it('covers US deposits per ownership category', () => {
    expect(guaranteeLimitOn('US', '2026-11-23')?.perOwnershipCategory).toBe(true)
  })
})
