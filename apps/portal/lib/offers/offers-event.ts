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

/** Events of an offer row, named by their type alone: the row carries the offer and bank ids. */
export type RowEventType = 'order_click' | 'product_expand' | 'bank_details_expand'

/**
 * `data-track` of an element inside an offer row (`data-offer-id`, `data-bank-id` on the row):
 * the type only, so the row's ids are written once instead of in every tracked element.
 */
export function rowTrackAttribute(type: RowEventType) {
  return { 'data-track': type }
}

/** The ids a row's event reads from the row, or undefined outside a row. */
export interface RowIds {
  offerId?: string | undefined
  bankId?: string | undefined
}

function rowEventOf(type: string, row: RowIds, open?: boolean): OffersTableEvent | undefined {
  const { offerId, bankId } = row
  if (!offerId) return undefined
  if (type === 'order_click') return { type, offerId }
  if (type === 'product_expand') return { type, offerId, open: open ?? false }
  if (type === 'bank_details_expand' && bankId)
    return { type, offerId, bankId, open: open ?? false }
  return undefined
}

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

/**
 * Reads a `data-track` value back: an event as JSON, or a row event's type with the ids of its
 * row; anything malformed is no event.
 */
export function readTrackAttribute(
  value: string | undefined,
  open?: boolean,
  row: RowIds = {},
): OffersTableEvent | undefined {
  if (!value) return undefined
  if (!value.startsWith('{')) return rowEventOf(value, row, open)
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
