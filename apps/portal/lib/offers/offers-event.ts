import type { OffersSortKey } from './filter-options'
import type { OfferTabId } from './offer-tabs'

export type TrackedFilter = 'term' | 'country' | 'rating' | 'amount'

/** Interactions of the offers table screen (spec section 7, analytics events). */
export type OffersTableEvent =
  | { type: 'tab_click'; tab: OfferTabId }
  | { type: 'order_click'; offerId: string }
  | { type: 'all_offers_click' }
  | { type: 'product_expand'; offerId: string; open: boolean }
  | { type: 'offer_row_tab'; offerId: string; tab: 'conditions' | 'descriptions' }
  | { type: 'bank_details_expand'; offerId: string; bankId: string; open: boolean }
  | { type: 'pagination_click'; page: number }
  | { type: 'filter_change'; filter: TrackedFilter; value: string }
  | { type: 'column_sort'; column: OffersSortKey; order: 'asc' | 'desc' }
  | { type: 'load_more'; page: number; shown: number }

export type OnOffersTrack = (event: OffersTableEvent) => void

/**
 * Server-rendered elements declare their event in `data-track` (without the toggle state, which
 * is read at the time); the client enhancer reads it and calls `onTrack`. Keeps the rows server
 * components and the client bundle free of per-row code.
 */
export function trackAttribute(event: OffersTableEvent | Omit<DisclosureEvent, 'open'>) {
  return { 'data-track': JSON.stringify(event) }
}

type DisclosureEvent = Extract<OffersTableEvent, { open: boolean }>

const eventTypes = new Set<OffersTableEvent['type']>([
  'tab_click',
  'order_click',
  'all_offers_click',
  'product_expand',
  'offer_row_tab',
  'bank_details_expand',
  'pagination_click',
  'filter_change',
  'column_sort',
  'load_more',
])

/** Reads a `data-track` value back; anything malformed is no event. */
export function readTrackAttribute(
  value: string | undefined,
  open?: boolean,
): OffersTableEvent | undefined {
  if (!value) return undefined
  try {
    const parsed: unknown = JSON.parse(value)
    if (typeof parsed !== 'object' || parsed === null || !('type' in parsed)) return undefined
    if (!eventTypes.has(parsed.type as OffersTableEvent['type'])) return undefined
    const event = parsed as OffersTableEvent
    return open === undefined ? event : ({ ...event, open } as OffersTableEvent)
  } catch {
    return undefined
  }
}
