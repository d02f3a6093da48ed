import 'server-only'
import type { ContentBlock } from '@portal/api-clients/contracts/content'
import { displayedRateKind } from '@portal/api-clients/contracts/offer-list-rules'
import type { Offer } from '@portal/domain'
import { localeInfos, type PortalLocale } from '@portal/domain/locales'
import { getTopOffers } from '@/lib/backend/deposits'
import { pageData } from '@/lib/page/page-data'

/** A CMS block as a page shows it: an offers-table block comes with its best offers. */
export type ShownBlock =
  | Exclude<ContentBlock, { type: 'offers_table' }>
  | (Extract<ContentBlock, { type: 'offers_table' }> & { offers: Offer[] })

/** The most offers an offers-table block lists, whatever the CMS asks. */
const maxBlockOffers = 20

/**
 * The blocks of a CMS page with what they show from other services: the best offers of an
 * offers-table block, by the rate the market shows (one cached public read per block).
 */
export async function shownBlocks(
  locale: PortalLocale,
  blocks: readonly ContentBlock[],
): Promise<ShownBlock[]> {
  const market = localeInfos[locale]
  return Promise.all(
    blocks.map(async (block): Promise<ShownBlock> => {
      if (block.type !== 'offers_table') return block
      const offers = await getTopOffers(
        market.region,
        block.productType,
        Math.min(block.limit, maxBlockOffers),
        displayedRateKind(market.country),
        locale,
      )
      return { ...block, offers: pageData(offers) }
    }),
  )
}
