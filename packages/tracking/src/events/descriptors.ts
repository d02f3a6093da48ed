import type { PortalEvent, PortalEventName, PortalEventOf } from './catalogue'

/** Bounded contexts the events belong to: the offers marketplace, CMS content, referrals. */
export type BoundedContext = 'marketplace' | 'content' | 'referral'

/**
 * What an event means in both shapes. `attributes` fill custom attributes 1 to 6 in order;
 * attribute 7 is reserved for the login state (see `loginStateAttribute`).
 */
export interface EventDescription {
  object: string
  action: string
  boundedContext: BoundedContext
  description: string
  productId?: string | undefined
  attributes: readonly (string | undefined)[]
}

type Describe<N extends PortalEventName> = (event: PortalEventOf<N>) => EventDescription

const text = (value: string | number | boolean | undefined): string | undefined =>
  value === undefined ? undefined : String(value)

const marketplace = (
  object: string,
  action: string,
  description: string,
  attributes: readonly (string | undefined)[],
  productId?: string,
): EventDescription => ({
  object,
  action,
  boundedContext: 'marketplace',
  description,
  productId,
  attributes,
})

const content = (object: string, description: string, id: string, target?: string) =>
  ({
    object,
    action: 'click',
    boundedContext: 'content',
    description,
    attributes: [id, target],
  }) satisfies EventDescription

const describers: { [N in PortalEventName]: Describe<N> } = {
  offer_row_tab_click: (e) =>
    marketplace('offer_row_tab', 'click', 'Offer row tab opened', [e.tab], e.productId),
  order_cta_click: (e) =>
    marketplace('order_cta', 'click', 'Order call to action', [e.tab, e.bankId], e.productId),
  all_offers_cta_click: (e) =>
    marketplace('all_offers_cta', 'click', 'All offers call to action', [e.tab]),
  bank_card_click: (e) => marketplace('bank_card', 'click', 'Bank card opened', [e.bankId]),
  bank_list_sort: (e) => marketplace('bank_list', 'sort', 'Bank list sorted', [e.sortBy, e.order]),
  top_offer_click: (e) =>
    marketplace('top_offer', 'click', 'Top offer opened', [text(e.position)], e.productId),
  product_expand: (e) =>
    marketplace(
      'product',
      e.expanded ? 'expand' : 'collapse',
      'Product details toggled',
      [text(e.expanded)],
      e.productId,
    ),
  bank_details_expand: (e) =>
    marketplace('bank_details', e.expanded ? 'expand' : 'collapse', 'Bank details toggled', [
      e.bankId,
      text(e.expanded),
    ]),
  card_click: (e) => content('card', 'Card clicked', e.cardId, e.target),
  pagination_click: (e) => marketplace('pagination', 'click', 'Page changed', [text(e.page)]),
  media_tile_cta_click: (e) =>
    content('media_tile_cta', 'Media tile call to action', e.tileId, e.target),
  hero_cta_click: (e) => content('hero_cta', 'Hero call to action', e.label, e.target),
  clickable_card_click: (e) => content('clickable_card', 'Clickable card', e.cardId, e.target),
  filter_change: (e) =>
    marketplace('filter', 'change', 'Offer filter changed', [e.filter, e.value, e.tab]),
  column_sort: (e) => marketplace('column', 'sort', 'Column sorted', [e.column, e.order]),
  load_more_click: (e) =>
    marketplace('load_more', 'click', 'More offers loaded', [text(e.shownCount)]),
  product_tab_click: (e) => marketplace('product_tab', 'click', 'Product tab opened', [e.tab]),
  refer_a_friend_link_copy: () => ({
    object: 'refer_a_friend_link',
    action: 'copy',
    boundedContext: 'referral',
    description: 'Refer-a-friend link copied',
    attributes: [],
  }),
}

/** The meaning of one event, shared by the shape A and shape B builders. */
export function describeEvent(event: PortalEvent): EventDescription {
  const describe = describers[event.name] as (event: PortalEvent) => EventDescription
  return describe(event)
}
