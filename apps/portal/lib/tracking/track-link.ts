import { parseBankListOrder } from '@/lib/banks/bank-list-order'
import type { PagesEvent } from '@/lib/tracking/pages-event'

/**
 * Links rendered by server components (and by `@portal/ui` components that only take a callback)
 * declare what a click on them means in `data-track-link`; one delegated client listener
 * (`TrackingProvider`) reads it when a link inside is clicked and completes the event from the
 * clicked link: its path for the CTA and card events, its `page` parameter for pagination.
 */
export type TrackLink =
  | {
      type:
        | 'hero_cta_click'
        | 'media_tile_cta_click'
        | 'clickable_card_click'
        | 'press_release_card_click'
    }
  | { type: 'pagination_click' }
  | { type: 'bank_card_click'; bankSlug: string }
  | { type: 'top_offer_click'; offerId: string; position: number }
  | { type: 'bank_list_sort' }

export const trackLinkAttributeName = 'data-track-link'

export function trackLinkAttribute(link: TrackLink) {
  return { [trackLinkAttributeName]: JSON.stringify(link) }
}

const hrefTypes = new Set<string>([
  'hero_cta_click',
  'media_tile_cta_click',
  'clickable_card_click',
  'press_release_card_click',
])

const text = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** The pages event of a click on `url` inside an element with `value`; malformed is no event. */
export function readTrackLink(value: string | undefined, url: URL): PagesEvent | undefined {
  if (!value) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const link = parsed as Record<string, unknown>
  const href = `${url.pathname}${url.search}`
  if (typeof link.type === 'string' && hrefTypes.has(link.type)) {
    return { type: link.type, href } as PagesEvent
  }
  switch (link.type) {
    case 'pagination_click': {
      const page = Number(url.searchParams.get('page') ?? '1')
      return Number.isInteger(page) && page > 0 ? { type: 'pagination_click', page } : undefined
    }
    case 'bank_card_click':
      return text(link.bankSlug) ? { type: 'bank_card_click', bankSlug: link.bankSlug } : undefined
    case 'bank_list_sort': {
      const order = parseBankListOrder({
        sort: url.searchParams.get('sort') ?? undefined,
        order: url.searchParams.get('order') ?? undefined,
      })
      return order.ignored ? undefined : { type: 'bank_list_sort', ...order.order }
    }
    case 'top_offer_click':
      return text(link.offerId) && typeof link.position === 'number'
        ? { type: 'top_offer_click', offerId: link.offerId, position: link.position }
        : undefined
    default:
      return undefined
  }
}
