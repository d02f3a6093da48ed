import {
  type PortalEvent,
  portalEventNames,
  selfDescribingSchemas,
  toSchemaEvent,
} from '@portal/tracking'
import { publicContext } from '@portal/tracking/events/fixtures'
import { validateSelfDescribing } from '@portal/tracking/schema-validator'
import { describe, expect, it } from 'vitest'
import type { OffersTableEvent } from '@/lib/offers/offers-event'
import type { PagesEvent } from '@/lib/tracking/pages-event'
import { offersToPortalEvent, pagesToPortalEvent } from './to-portal-event'

const offers: [OffersTableEvent, PortalEvent][] = [
  [
    { type: 'tab_click', tab: 'notice' },
    { name: 'product_tab_click', tab: 'NOTICE', component: 'OfferTabNav' },
  ],
  [
    { type: 'tab_click', tab: 'invest' },
    { name: 'product_tab_click', tab: 'INVEST', component: 'OfferTabNav' },
  ],
  [
    { type: 'order_click', offerId: 'o-1' },
    { name: 'order_cta_click', productId: 'o-1', component: 'OfferRow' },
  ],
  [{ type: 'all_offers_click' }, { name: 'all_offers_cta_click', component: 'OfferFilters' }],
  [
    { type: 'product_expand', offerId: 'o-1', open: true },
    { name: 'product_expand', productId: 'o-1', expanded: true, component: 'OfferRow' },
  ],
  [
    { type: 'offer_row_tab', offerId: 'o-1', tab: 'descriptions' },
    { name: 'offer_row_tab_click', productId: 'o-1', tab: 'descriptions', component: 'OfferRow' },
  ],
  [
    { type: 'bank_details_expand', offerId: 'o-1', bankId: 'b-1', open: false },
    { name: 'bank_details_expand', bankId: 'b-1', expanded: false, component: 'OfferRow' },
  ],
  [
    { type: 'pagination_click', page: 3 },
    { name: 'pagination_click', page: 3, component: 'OffersPager' },
  ],
  [
    { type: 'filter_change', filter: 'amount', value: '10000' },
    {
      name: 'filter_change',
      filter: 'investment_amount',
      value: '10000',
      component: 'OfferFilters',
    },
  ],
  [
    { type: 'filter_change', filter: 'rating', value: 'AA' },
    { name: 'filter_change', filter: 'rating', value: 'AA', component: 'OfferFilters' },
  ],
  [
    { type: 'column_sort', column: 'rate', order: 'desc' },
    { name: 'column_sort', column: 'rate', order: 'desc', component: 'OffersTable' },
  ],
  [
    { type: 'load_more', page: 2, shown: 20 },
    { name: 'load_more_click', shownCount: 20, component: 'OffersPager' },
  ],
]

const pages: [PagesEvent, PortalEvent | undefined][] = [
  [
    { type: 'hero_cta_click', href: '/de-de/deposits/term' },
    {
      name: 'hero_cta_click',
      label: '/de-de/deposits/term',
      target: '/de-de/deposits/term',
      component: 'Hero',
    },
  ],
  [
    { type: 'media_tile_cta_click', href: '/de-de/about' },
    {
      name: 'media_tile_cta_click',
      tileId: '/de-de/about',
      target: '/de-de/about',
      component: 'MediaTile',
    },
  ],
  [
    { type: 'clickable_card_click', href: '/de-de/press' },
    {
      name: 'clickable_card_click',
      cardId: '/de-de/press',
      target: '/de-de/press',
      component: 'ClickableCard',
    },
  ],
  [
    { type: 'press_release_card_click', href: '/de-de/press/a' },
    {
      name: 'card_click',
      cardId: '/de-de/press/a',
      target: '/de-de/press/a',
      component: 'PressReleaseCard',
    },
  ],
  [
    { type: 'pagination_click', page: 2 },
    { name: 'pagination_click', page: 2, component: 'Pagination' },
  ],
  [
    { type: 'bank_card_click', bankSlug: 'acme' },
    { name: 'bank_card_click', bankId: 'acme', component: 'BankLink' },
  ],
  [
    { type: 'bank_list_sort', sort: 'rating', order: 'desc' },
    { name: 'bank_list_sort', sortBy: 'rating', order: 'desc', component: 'BankList' },
  ],
  [
    { type: 'top_offer_click', offerId: 'o-2', position: 1 },
    { name: 'top_offer_click', productId: 'o-2', position: 1, component: 'BankOfferList' },
  ],
  [
    { type: 'referral_link_copy', outcome: 'copied' },
    { name: 'refer_a_friend_link_copy', component: 'ReferralLink' },
  ],
  [{ type: 'referral_link_copy', outcome: 'failed' }, undefined],
  [{ type: 'us_offer_save', offerId: 'o-1', saved: true }, undefined],
]

describe('offers events', () => {
  it.each(offers)('%j → %j', (event, expected) => {
    expect(offersToPortalEvent(event)).toEqual(expected)
  })
})

describe('pages events', () => {
  it.each(pages)('%j → %j', (event, expected) => {
    expect(pagesToPortalEvent(event)).toEqual(expected)
  })
})

describe('coverage of spec section 7', () => {
  const mapped = [...offers, ...pages].flatMap(([, event]) => (event ? [event] : []))

  it('maps to every one of the 18 catalogue events', () => {
    const names = new Set(mapped.map((event) => event.name))
    expect(portalEventNames.filter((name) => !names.has(name))).toEqual([])
  })

  it.each(mapped)('%j validates against portal_event 1-0-3', (event) => {
    const data = toSchemaEvent(event, publicContext)
    expect(validateSelfDescribing({ schema: selfDescribingSchemas.portalEvent, data })).toEqual({
      valid: true,
    })
  })
})
