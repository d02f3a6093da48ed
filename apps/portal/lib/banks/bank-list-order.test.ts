import type { Bank } from '@portal/domain'
import { describe, expect, it } from 'vitest'
import { parseBankListOrder, sortBanks } from './bank-list-order'

const bank = (name: string, countryCreditRating: Bank['countryCreditRating']) =>
  ({ name, countryCreditRating }) as Bank

const banks = [
  bank('Ölbank', 'A'),
  bank('Alpenbank', 'BBB'),
  bank('Zeta', 'AAA'),
  bank('Beta', 'A'),
]

describe('parseBankListOrder', () => {
  it.each([
    [{}, { sort: 'bank_name', order: 'asc' }, false],
    [{ sort: 'rating', order: 'desc' }, { sort: 'rating', order: 'desc' }, false],
    [{ sort: 'rate' }, { sort: 'bank_name', order: 'asc' }, true],
    [{ sort: 'rating', order: 'sideways' }, { sort: 'rating', order: 'asc' }, true],
    [{ sort: ['rating'] }, { sort: 'bank_name', order: 'asc' }, true],
  ])('%j → %j (ignored: %s)', (params, order, ignored) => {
    expect(parseBankListOrder(params)).toEqual({ order, ignored })
  })
})

describe('sortBanks', () => {
  const names = (order: Parameters<typeof sortBanks>[1]) =>
    sortBanks(banks, order, 'de-DE').map((entry) => entry.name)

  it('sorts by name with the locale’s collation', () => {
    expect(names({ sort: 'bank_name', order: 'asc' })).toEqual([
      'Alpenbank',
      'Beta',
      'Ölbank',
      'Zeta',
    ])
    expect(names({ sort: 'bank_name', order: 'desc' })).toEqual([
      'Zeta',
      'Ölbank',
      'Beta',
      'Alpenbank',
    ])
  })

  it('puts the best rating first for desc, ties by name', () => {
    expect(names({ sort: 'rating', order: 'desc' })).toEqual([
      'Zeta',
      'Beta',
      'Ölbank',
      'Alpenbank',
    ])
    expect(names({ sort: 'rating', order: 'asc' })).toEqual(['Alpenbank', 'Beta', 'Ölbank', 'Zeta'])
  })
})
