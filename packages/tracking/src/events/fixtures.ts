import type { PortalEvent, PortalEventName } from './catalogue'
import type { TrackingContext } from './context'

/** One example of every event of spec section 7 (tests and Storybook). */
export const sampleEvents = {
  offer_row_tab_click: { name: 'offer_row_tab_click', productId: 'p-1', tab: 'details' },
  order_cta_click: { name: 'order_cta_click', productId: 'p-1', bankId: 'b-1', tab: 'TERM' },
  all_offers_cta_click: { name: 'all_offers_cta_click', tab: 'OVERNIGHT' },
  bank_card_click: { name: 'bank_card_click', bankId: 'b-1' },
  bank_list_sort: { name: 'bank_list_sort', sortBy: 'rating', order: 'desc' },
  top_offer_click: { name: 'top_offer_click', productId: 'p-2', position: 1 },
  product_expand: { name: 'product_expand', productId: 'p-1', expanded: true },
  bank_details_expand: { name: 'bank_details_expand', bankId: 'b-1', expanded: false },
  card_click: { name: 'card_click', cardId: 'c-1', target: '/de-de/bank/b-1' },
  pagination_click: { name: 'pagination_click', page: 3 },
  media_tile_cta_click: { name: 'media_tile_cta_click', tileId: 'press-1' },
  hero_cta_click: { name: 'hero_cta_click', label: 'Compare offers', target: '#offers' },
  clickable_card_click: { name: 'clickable_card_click', cardId: 'teaser-2' },
  filter_change: { name: 'filter_change', filter: 'investment_amount', value: '10000' },
  column_sort: { name: 'column_sort', column: 'apy', order: 'asc' },
  load_more_click: { name: 'load_more_click', shownCount: 20 },
  product_tab_click: { name: 'product_tab_click', tab: 'NOTICE', component: 'ProductTabs' },
  refer_a_friend_link_copy: { name: 'refer_a_friend_link_copy' },
} satisfies { [N in PortalEventName]: Extract<PortalEvent, { name: N }> }

export const publicContext: TrackingContext = { loggedIn: false, page: 'offers_table' }
export const customerContext: TrackingContext = {
  loggedIn: true,
  customerGroup: 'business',
  page: 'dashboard',
  countryPlatform: 'DE',
  browsingPlatform: 'desktop',
  bipsDomain: 'savings',
}
