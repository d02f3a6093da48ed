import { describe, expect, it } from 'vitest'
import { readTrackLink, trackLinkAttribute } from './track-link'

const url = (path: string) => new URL(path, 'http://portal.test')
const value = (link: Parameters<typeof trackLinkAttribute>[0]) =>
  trackLinkAttribute(link)['data-track-link']

describe('readTrackLink', () => {
  it.each([
    [
      value({ type: 'hero_cta_click' }),
      '/de-de/deposits/term?x=1',
      { type: 'hero_cta_click', href: '/de-de/deposits/term?x=1' },
    ],
    [
      value({ type: 'press_release_card_click' }),
      '/en-gb/press/a',
      { type: 'press_release_card_click', href: '/en-gb/press/a' },
    ],
    [
      value({ type: 'pagination_click' }),
      '/en-gb/press?page=3',
      { type: 'pagination_click', page: 3 },
    ],
    [value({ type: 'pagination_click' }), '/en-gb/press', { type: 'pagination_click', page: 1 }],
    [
      value({ type: 'bank_card_click', bankSlug: 'acme' }),
      '/de-de/banks/acme',
      { type: 'bank_card_click', bankSlug: 'acme' },
    ],
    [
      value({ type: 'bank_list_sort' }),
      '/de-de/banks?sort=rating&order=desc',
      { type: 'bank_list_sort', sort: 'rating', order: 'desc' },
    ],
    [
      value({ type: 'top_offer_click', offerId: 'o-1', position: 2 }),
      '/de-de/offers/o-1',
      { type: 'top_offer_click', offerId: 'o-1', position: 2 },
    ],
  ])('%s on %s', (attribute, path, expected) => {
    expect(readTrackLink(attribute, url(path))).toEqual(expected)
  })

  it.each([
    [undefined, '/'],
    ['{', '/'],
    ['"x"', '/'],
    ['{"type":"order_click"}', '/'],
    ['{"type":"pagination_click"}', '/press?page=zero'],
    ['{"type":"bank_card_click"}', '/'],
    ['{"type":"bank_list_sort"}', '/de-de/banks?sort=rate'],
    ['{"type":"top_offer_click","offerId":"o","position":"1"}', '/'],
  ])('%s is no event', (attribute, path) => {
    expect(readTrackLink(attribute, url(path))).toBeUndefined()
  })
})
