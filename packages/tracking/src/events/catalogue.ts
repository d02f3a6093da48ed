import type { OfferProductType } from '@portal/domain/enumerations'

/** The offers-table tabs a visitor can open (spec section 2), including the two promotions. */
export type OfferTab = OfferProductType | 'FLEXGELD' | 'INVEST' | 'PENSION'
export type SortOrder = 'asc' | 'desc'
/** The filters of spec section 7: term, country, rating, investment amount. */
export type OfferFilter = 'term' | 'country' | 'rating' | 'investment_amount'

/** Fields every event may carry: the UI component that raised it. */
interface EventBase {
  component?: string | undefined
}

/**
 * Every analytics event of spec section 7, one member per "sent on" entry. The portal builds one
 * of these on interaction and hands it to `tracker.track`; the sinks turn it into shape A or B.
 */
export type PortalEvent = EventBase &
  (
    | { name: 'offer_row_tab_click'; productId: string; tab: string }
    | { name: 'order_cta_click'; productId: string; bankId?: string | undefined; tab?: OfferTab }
    | { name: 'all_offers_cta_click'; tab?: OfferTab | undefined }
    | { name: 'bank_card_click'; bankId: string }
    | { name: 'bank_list_sort'; sortBy: 'bank_name' | 'rating'; order: SortOrder }
    | { name: 'top_offer_click'; productId: string; position: number }
    | { name: 'product_expand'; productId: string; expanded: boolean }
    | { name: 'bank_details_expand'; bankId: string; expanded: boolean }
    | { name: 'card_click'; cardId: string; target?: string | undefined }
    | { name: 'pagination_click'; page: number }
    | { name: 'media_tile_cta_click'; tileId: string; target?: string | undefined }
    | { name: 'hero_cta_click'; label: string; target?: string | undefined }
    | { name: 'clickable_card_click'; cardId: string; target?: string | undefined }
    | { name: 'filter_change'; filter: OfferFilter; value: string; tab?: OfferTab | undefined }
    | { name: 'column_sort'; column: string; order: SortOrder }
    | { name: 'load_more_click'; shownCount: number }
    | { name: 'product_tab_click'; tab: OfferTab }
    | { name: 'refer_a_friend_link_copy' }
  )

export type PortalEventName = PortalEvent['name']
export type PortalEventOf<N extends PortalEventName> = Extract<PortalEvent, { name: N }>

/** All event names, in the order of spec section 7. */
export const portalEventNames = [
  'offer_row_tab_click',
  'order_cta_click',
  'all_offers_cta_click',
  'bank_card_click',
  'bank_list_sort',
  'top_offer_click',
  'product_expand',
  'bank_details_expand',
  'card_click',
  'pagination_click',
  'media_tile_cta_click',
  'hero_cta_click',
  'clickable_card_click',
  'filter_change',
  'column_sort',
  'load_more_click',
  'product_tab_click',
  'refer_a_friend_link_copy',
] as const satisfies readonly PortalEventName[]
