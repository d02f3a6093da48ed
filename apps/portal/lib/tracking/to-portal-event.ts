import type { OfferFilter, OfferTab, PortalEvent } from '@portal/tracking'
import { type OfferTabId, offerTabs } from '@/lib/offers/offer-tabs'
import type { OffersTableEvent, TrackedFilter } from '@/lib/offers/offers-event'
import type { PagesEvent } from '@/lib/tracking/pages-event'

/**
 * The portal's typed UI events (offers screen, marketplace pages) as the analytics events of
 * spec section 7. Pure; events with no analytics counterpart map to `undefined`.
 */

const filters: Record<TrackedFilter, OfferFilter> = {
  term: 'term',
  country: 'country',
  rating: 'rating',
  amount: 'investment_amount',
}

/** The tab of the tracking catalogue: `TERM`, `FLEXGELD`, `OVERNIGHT`, `NOTICE`, `INVEST`, ... */
export function trackedTab(tab: OfferTabId): OfferTab {
  return offerTabs.find((candidate) => candidate.id === tab)?.label ?? 'TERM'
}

export function offersToPortalEvent(event: OffersTableEvent): PortalEvent {
  const component = 'OffersTable'
  switch (event.type) {
    case 'tab_click':
      return { name: 'product_tab_click', tab: trackedTab(event.tab), component: 'OfferTabNav' }
    case 'order_click':
      return { name: 'order_cta_click', productId: event.offerId, component: 'OfferRow' }
    case 'all_offers_click':
      return { name: 'all_offers_cta_click', component: 'OfferFilters' }
    case 'product_expand':
      return {
        name: 'product_expand',
        productId: event.offerId,
        expanded: event.open,
        component: 'OfferRow',
      }
    case 'offer_row_tab':
      return {
        name: 'offer_row_tab_click',
        productId: event.offerId,
        tab: event.tab,
        component: 'OfferRow',
      }
    case 'bank_details_expand':
      return {
        name: 'bank_details_expand',
        bankId: event.bankId,
        expanded: event.open,
        component: 'OfferRow',
      }
    case 'pagination_click':
      return { name: 'pagination_click', page: event.page, component: 'OffersPager' }
    case 'filter_change':
      return {
        name: 'filter_change',
        filter: filters[event.filter],
        value: event.value,
        component: 'OfferFilters',
      }
    case 'column_sort':
      return { name: 'column_sort', column: event.column, order: event.order, component }
    case 'load_more':
      return { name: 'load_more_click', shownCount: event.shown, component: 'OffersPager' }
  }
}

export function pagesToPortalEvent(event: PagesEvent): PortalEvent | undefined {
  switch (event.type) {
    case 'hero_cta_click':
      return { name: 'hero_cta_click', label: event.href, target: event.href, component: 'Hero' }
    case 'media_tile_cta_click':
      return {
        name: 'media_tile_cta_click',
        tileId: event.href,
        target: event.href,
        component: 'MediaTile',
      }
    case 'clickable_card_click':
      return {
        name: 'clickable_card_click',
        cardId: event.href,
        target: event.href,
        component: 'ClickableCard',
      }
    case 'press_release_card_click':
      return {
        name: 'card_click',
        cardId: event.href,
        target: event.href,
        component: 'PressReleaseCard',
      }
    case 'pagination_click':
      return { name: 'pagination_click', page: event.page, component: 'Pagination' }
    case 'bank_card_click':
      return { name: 'bank_card_click', bankId: event.bankSlug, component: 'BankLink' }
    case 'bank_list_sort':
      return {
        name: 'bank_list_sort',
        sortBy: event.sort,
        order: event.order,
        component: 'BankList',
      }
    case 'top_offer_click':
      return {
        name: 'top_offer_click',
        productId: event.offerId,
        position: event.position,
        component: 'BankOfferList',
      }
    case 'referral_link_copy':
      return event.outcome === 'copied'
        ? { name: 'refer_a_friend_link_copy', component: 'ReferralLink' }
        : undefined
    case 'us_offer_save':
      return undefined
  }
}
