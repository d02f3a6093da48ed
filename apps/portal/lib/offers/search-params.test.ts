import { describe, expect, it } from 'vitest'
import { parseOffersSearchParams } from './search-params'

describe('parseOffersSearchParams', () => {
  it('defaults: rate descending, first page, nothing compared', () => {
    expect(parseOffersSearchParams({})).toEqual({
      state: { sort: 'rate', order: 'desc', page: 1, more: 0, compare: [] },
      notes: [],
    })
  })

  it.each([
    [{ term: '12' }, { term: 12 }],
    [{ country: 'it' }, { country: 'IT' }],
    [{ rating: 'AA-' }, { rating: 'AA-' }],
    [{ amount: '10000' }, { amount: '10000' }],
    [{ amount: '2500,50' }, { amount: '2500.50' }],
    [{ amount: '007' }, { amount: '7' }],
    [{ fx: 'nok' }, { foreignCurrency: 'NOK' }],
    [{ flex: 'on' }, { flexgeld: true }],
    [{ sort: 'bank_name' }, { sort: 'bank_name', order: 'asc' }],
    [
      { sort: 'net_rate', order: 'desc' },
      { sort: 'net_rate', order: 'desc' },
    ],
    [
      { page: '3', more: '2' },
      { page: 3, more: 2 },
    ],
    [{ residence: 'fr' }, { residence: 'FR' }],
    [{ compare: 'a1,b2' }, { compare: ['a1', 'b2'] }],
    [{ compare: ['a1', 'b2', 'a1'] }, { compare: ['a1', 'b2'] }],
    [{ term: ['6', '12'] }, { term: 6 }],
  ])('%j reads as %j', (params, expected) => {
    const { state, notes } = parseOffersSearchParams(params)
    expect(state).toMatchObject(expected)
    expect(notes).toEqual([])
  })

  // Bad input is never an error: the value is dropped or clamped and a note says so.
  it.each([
    [{ term: '7' }, 'term', 'ignored', {}],
    [{ term: 'abc' }, 'term', 'ignored', {}],
    [{ country: 'XX' }, 'country', 'ignored', {}],
    [{ country: '<script>' }, 'country', 'ignored', {}],
    [{ rating: 'ZZZ' }, 'rating', 'ignored', {}],
    [{ amount: '-100' }, 'amount', 'ignored', {}],
    [{ amount: 'lots' }, 'amount', 'ignored', {}],
    [{ amount: '1e9' }, 'amount', 'ignored', {}],
    [{ amount: '99999999999999999999' }, 'amount', 'clamped', { amount: '1000000000' }],
    [{ fx: 'maybe' }, 'fx', 'ignored', {}],
    [{ sort: 'price' }, 'sort', 'ignored', { sort: 'rate', order: 'desc' }],
    [{ order: 'sideways' }, 'order', 'ignored', { order: 'desc' }],
    [{ page: '0' }, 'page', 'ignored', { page: 1 }],
    [{ page: '-2' }, 'page', 'ignored', { page: 1 }],
    [{ page: '1.5' }, 'page', 'ignored', { page: 1 }],
    [{ more: '999' }, 'more', 'clamped', { more: 49 }],
    [{ residence: 'ZZ' }, 'residence', 'ignored', {}],
    [{ compare: 'a,b,c,d' }, 'compare', 'tooMany', { compare: ['a', 'b', 'c'] }],
    [{ compare: 'a,<b>' }, 'compare', 'ignored', { compare: ['a'] }],
  ])('%j: %s is %s', (params, param, reason, expected) => {
    const { state, notes } = parseOffersSearchParams(params)
    expect(notes).toEqual([{ param, reason }])
    expect(state).toMatchObject(expected)
  })
})
