import type { ClickableCardEvent } from '@portal/ui/clickable-card'
import type { HeroCtaEvent } from '@portal/ui/hero'
import type { MediaTileCtaEvent } from '@portal/ui/media-tile'
import type { PaginationEvent } from '@portal/ui/pagination'
import type { PressReleaseCardEvent } from '@portal/ui/press-release-card'

/**
 * Interactions on the marketplace pages that tracking will record. Components take
 * `onTrack?: (event: PagesEvent) => void` (or the member they emit); the tracking issue connects
 * them to the event sink.
 */
export type PagesEvent =
  | HeroCtaEvent
  | MediaTileCtaEvent
  | ClickableCardEvent
  | PaginationEvent
  | PressReleaseCardEvent
  | { type: 'bank_card_click'; bankSlug: string }
  | { type: 'bank_list_sort'; sort: 'bank_name' | 'rating'; order: 'asc' | 'desc' }
  | { type: 'top_offer_click'; offerId: string; position: number }
  | { type: 'referral_link_copy'; outcome: 'copied' | 'failed' }
  | { type: 'us_offer_save'; offerId: string; saved: boolean }

export type OnPagesTrack<E extends PagesEvent = PagesEvent> = (event: E) => void
