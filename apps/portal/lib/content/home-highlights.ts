import 'server-only'
import type { ContentBlock, PressReleaseSummary } from '@portal/api-clients/contracts/content'
import type { PortalLocale } from '@portal/domain/locales'
import { getContentPage, listPressReleases } from '@/lib/backend/content'
import { existsInMarket } from '@/lib/offers/promotions'
import { homeContentSlug } from './content-page-slugs'

const latestPressCount = 3

export interface HomeHighlights {
  /** The home CMS page's media tiles and clickable cards. */
  blocks: Extract<ContentBlock, { type: 'media_tiles' | 'clickable_cards' }>[]
  releases: PressReleaseSummary[]
}

/**
 * What the home page shows below the offers: the CMS tiles and cards and the latest press
 * articles. Null while the content service fails: the offers above stay usable. A card of a
 * promotion whose product the market does not sell is left out.
 */
export async function homeHighlights(locale: PortalLocale): Promise<HomeHighlights | null> {
  const [page, press] = await Promise.all([
    getContentPage(locale, homeContentSlug),
    listPressReleases(locale, 1),
  ])
  if (!press.ok || (!page.ok && page.failure.reason !== 'notFound')) return null
  const blocks = (page.ok ? page.data.blocks : [])
    .filter(
      (block): block is HomeHighlights['blocks'][number] =>
        block.type === 'media_tiles' || block.type === 'clickable_cards',
    )
    .map((block) =>
      block.type === 'clickable_cards'
        ? { ...block, cards: block.cards.filter((card) => existsInMarket(locale, card.href)) }
        : block,
    )
  return { blocks, releases: press.data.items.slice(0, latestPressCount) }
}
