import { describe, expect, it } from 'vitest'
import { readTrackAttribute, rowTrackAttribute, trackAttribute } from './offers-event'

const row = { offerId: 'offer-1', bankId: 'bank-1' }

describe('readTrackAttribute', () => {
  it.each([
    ['order_click', undefined, { type: 'order_click', offerId: 'offer-1' }],
    ['product_expand', true, { type: 'product_expand', offerId: 'offer-1', open: true }],
    [
      'bank_details_expand',
      false,
      { type: 'bank_details_expand', offerId: 'offer-1', bankId: 'bank-1', open: false },
    ],
  ] as const)('reads the row event %s with the ids of its row', (type, open, event) => {
    const value = rowTrackAttribute(type)['data-track']
    expect(readTrackAttribute(value, open, row)).toEqual(event)
  })

  it('reads no row event outside a row, nor an unknown type', () => {
    expect(readTrackAttribute('order_click', undefined, {})).toBeUndefined()
    expect(readTrackAttribute('bank_details_expand', true, { offerId: 'offer-1' })).toBeUndefined()
    expect(readTrackAttribute('tab_click', undefined, row)).toBeUndefined()
  })

  it('reads a whole event written as JSON, with the toggle state of a disclosure', () => {
    const sort = trackAttribute({ type: 'column_sort', column: 'rate', order: 'asc' })
    expect(readTrackAttribute(sort['data-track'])).toEqual({
      type: 'column_sort',
      column: 'rate',
      order: 'asc',
    })
    expect(readTrackAttribute('{"type":"nope"}')).toBeUndefined()
    expect(readTrackAttribute('{broken')).toBeUndefined()
  })
})
