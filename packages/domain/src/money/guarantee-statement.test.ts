import { describe, expect, it } from 'vitest'
import { marketOf, markets } from '../markets'
import { guaranteeLimitOn } from './deposit-guarantee-schemes'
import { guaranteeStatementOn } from './guarantee-statement'

const today = '2026-11-26'

describe('guaranteeStatementOn (the home page of each market)', () => {
  it.each([
    // locale, limit, currency, schemes named, euro equivalent, per ownership category
    ['de-de', 100_000_00, 'EUR', '', null, false],
    ['de-at', 100_000_00, 'EUR', '', null, false],
    ['en-ie', 100_000_00, 'EUR', '', null, false],
    ['es-es', 100_000_00, 'EUR', '', null, false],
    ['fr-fr', 100_000_00, 'EUR', '', null, false],
    ['nl-nl', 100_000_00, 'EUR', '', null, false],
    ['fi-fi', 100_000_00, 'EUR', '', null, false],
    ['it-it', 100_000_00, 'EUR', '', null, false],
    ['en-gb', 120_000_00, 'GBP', 'Financial Services Compensation Scheme (banks)', null, false],
    ['de-ch', 100_000_00, 'CHF', 'esisuisse (banks)', null, false],
    ['pl-pl', 425_000_00, 'PLN', 'Bankowy Fundusz Gwarancyjny (banks)', 100_000_00, false],
    [
      'en-us',
      250_000_00,
      'USD',
      'Federal Deposit Insurance Corporation (banks), National Credit Union Administration (creditUnions)',
      null,
      true,
    ],
  ] as const)('%s: %i %s %s', (locale, limit, currency, schemes, euros, perCategory) => {
    const statement = guaranteeStatementOn(marketOf(locale), today)
    expect(statement).toMatchObject({ limit, currency, perOwnershipCategory: perCategory })
    expect(
      statement.schemes.map((scheme) => `${scheme.name} (${scheme.institutions})`).join(', '),
    ).toBe(schemes)
    expect(statement.equivalentOf).toEqual(
      euros === null ? null : { limit: euros, currency: 'EUR' },
    )
  })

  it('states the FSCS limit in force on the day', () => {
    expect(guaranteeStatementOn(marketOf('en-gb'), '2025-11-30').limit).toBe(85_000_00)
    expect(guaranteeStatementOn(marketOf('en-gb'), '2025-12-01').limit).toBe(120_000_00)
  })

  it('states the limit of the market’s own banks’ scheme (one table with the ledger)', () => {
    for (const entry of Object.values(markets)) {
      const statement = guaranteeStatementOn(entry, today)
      const ownBanks = guaranteeLimitOn(entry.country, today)
      expect(ownBanks).toMatchObject({ limit: statement.limit, currency: statement.currency })
    }
  })
})
