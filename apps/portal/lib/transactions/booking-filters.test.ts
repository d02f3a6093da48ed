import { LedgerBookingType } from '@portal/api-clients/contracts/savings'
import { servedLanguages } from '@portal/domain/markets'
import { describe, expect, it } from 'vitest'
import { loadMessages } from '@/messages/catalogue'
import { bookingFiltersQuery, readBookingFilters } from './booking-filters'

describe('booking filters', () => {
  it.each([
    [{}, { page: 1 }],
    [
      { from: '2026-01-01', to: '2026-12-31' },
      { from: '2026-01-01', to: '2026-12-31', page: 1 },
    ],
    [
      { type: 'INTEREST', page: '3' },
      { type: 'INTEREST', page: 3 },
    ],
    [{ from: '2026-13-01', type: 'GIFT', page: '-2' }, { page: 1 }],
    [
      { type: ['PAYOUT', 'INTEREST'], from: '' },
      { type: 'PAYOUT', page: 1 },
    ],
  ])('reads %j as %j', (search, filters) => {
    expect(readBookingFilters(search)).toEqual(filters)
  })

  it('writes the filters back into a query, page 1 left out', () => {
    const filters = readBookingFilters({ from: '2026-01-01', type: 'INTEREST', page: '2' })
    expect(bookingFiltersQuery(filters)).toBe('?from=2026-01-01&type=INTEREST&page=2')
    expect(bookingFiltersQuery(filters, 1)).toBe('?from=2026-01-01&type=INTEREST')
    expect(bookingFiltersQuery(readBookingFilters({}))).toBe('')
  })
})

describe('the type filter', () => {
  it.each(servedLanguages())('%s names every booking type differently', async (language) => {
    const messages = await loadMessages(language)
    const customer = messages.Customer as { transactions: { types: Record<string, string> } }
    const labels = LedgerBookingType.options.map((type) => customer.transactions.types[type])
    expect(new Set(labels).size).toBe(LedgerBookingType.options.length)
  })
})
