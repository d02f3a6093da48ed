import 'server-only'
import { localeInfos, type PortalLocale } from '@portal/domain/locales'
import type { TaxResidence } from '@portal/domain/money/tax-residence'
import { notFound } from 'next/navigation'
import { getComparedOffers } from '@/lib/backend/deposits'
import { getEdgeConfig } from '@/lib/edge-config'
import { getHeroFacts, type HeroFacts } from '@/lib/offers/hero-facts'
import { getOfferTable, type OfferTable } from '@/lib/offers/offer-table'
import { pageData } from '@/lib/page/page-data'
import type { NetRatedOffer } from './net-rate'
import { activatedTabsOf, marketTabs, type ProductTabId, selectedTab } from './offer-tabs'
import { residenceOf } from './residence'
import {
  type InputNote,
  type OffersTableState,
  parseOffersSearchParams,
  type SearchParams,
} from './search-params'

/** One tab's rows for the visitor's filters, and the offers chosen for comparison. */
export interface OfferListing {
  tab: ProductTabId
  state: OffersTableState
  notes: InputNote[]
  residence: TaxResidence
  table: OfferTable
  compared: NetRatedOffer[]
}

export interface OffersScreenData {
  tabs: ReturnType<typeof marketTabs>
  facts: HeroFacts | null
  /** Absent while the market has no activated tab. */
  listing?: OfferListing
}

/**
 * What the offers screen shows (spec section 2): the market's tabs, the hero facts and, for the
 * selected tab, the rows and the compared offers. A tab the market does not show is the 404 page.
 */
export async function offersScreenData(
  locale: PortalLocale,
  requestedTab: string | undefined,
  searchParams: SearchParams,
): Promise<OffersScreenData> {
  const market = localeInfos[locale]
  const tabs = marketTabs(locale, activatedTabsOf(await getEdgeConfig('activatedTabs'), locale))
  const tab = selectedTab(tabs, requestedTab)
  if (requestedTab !== undefined && tab !== requestedTab) notFound()
  const facts = getHeroFacts(market)
  if (!tab) return { tabs, facts: await facts }
  const { state, notes } = parseOffersSearchParams(searchParams)
  const residence = residenceOf(market.country, state.residence)
  const [table, compared] = await Promise.all([
    getOfferTable(market, tab, state, residence),
    getComparedOffers(market.region, state.compare, residence, locale),
  ])
  const comparedOffers = pageData(compared)
  // an unknown offer, or one the market does not sell, is left out of the comparison with a note
  if (comparedOffers.length < state.compare.length)
    notes.push({ param: 'compare', reason: 'ignored' })
  return {
    tabs,
    facts: await facts,
    listing: {
      tab,
      state,
      notes,
      residence,
      table: pageData(table),
      compared: comparedOffers,
    },
  }
}
