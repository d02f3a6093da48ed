import type { OfferListQuery } from '@portal/api-clients/contracts/deposits'
import type { PortalLocale } from '@portal/domain/locales'
import { marketOf } from '@portal/domain/markets'
import type { ProductTabId } from './offer-tabs'

export const offerFilters = [
  'term',
  'country',
  'rating',
  'amount',
  'foreignCurrency',
  'flexgeld',
] as const
export type OfferFilter = (typeof offerFilters)[number]

export interface TabFilterRules {
  /** The part of the offers query the tab fixes. */
  query: Pick<OfferListQuery, 'productType' | 'offerProductType' | 'flexgeld'>
  /** Filters the tab shows, in display order. */
  filters: readonly OfferFilter[]
  /** The foreign currencies the foreign-currency filter offers (none: the filter is not shown). */
  foreignCurrencies: readonly string[]
}

/** The configuration every tab starts from: all filters shown. */
export const baseTabConfiguration: Omit<TabFilterRules, 'foreignCurrencies'> = {
  query: {},
  filters: offerFilters,
}

function without(...hidden: OfferFilter[]): readonly OfferFilter[] {
  return offerFilters.filter((filter) => !hidden.includes(filter))
}

/**
 * Tab filters of spec section 4:
 * - Term: type term deposit; hides Flexgeld-only and foreign-currency filters; shows amount.
 * - Overnight: type overnight; separates notice accounts from overnight offers; hides
 *   foreign-currency and Flexgeld filters; shows amount.
 * - Notice: type notice; shows foreign-currency; hides term, Flexgeld and country credit rating
 *   filters; shows amount.
 * - Flexgeld: uses the configuration unchanged (all filters), listing Flexgeld offers.
 * Every tab lists the market's own currency. The foreign-currency filter, where a tab shows it,
 * is a choice of one of the currencies the market sells besides its own (off by default); a
 * market that sells none (all but DE and AT) does not show it.
 */
export function tabFilterRules(tab: ProductTabId, market: PortalLocale): TabFilterRules {
  const { foreignCurrencies } = marketOf(market)
  const rules = specTabRules(tab)
  const filters =
    foreignCurrencies.length > 0
      ? rules.filters
      : rules.filters.filter((filter) => filter !== 'foreignCurrency')
  return {
    query: rules.query,
    filters,
    foreignCurrencies: filters.includes('foreignCurrency') ? foreignCurrencies : [],
  }
}

function specTabRules(tab: ProductTabId): Omit<TabFilterRules, 'foreignCurrencies'> {
  switch (tab) {
    case 'term':
      return {
        query: { productType: 'term_deposit' },
        filters: without('flexgeld', 'foreignCurrency'),
      }
    case 'overnight':
      return {
        query: { productType: 'overnight_deposit', offerProductType: 'OVERNIGHT' },
        filters: without('foreignCurrency', 'flexgeld'),
      }
    case 'notice':
      return {
        query: { productType: 'notice_account' },
        filters: without('term', 'flexgeld', 'rating'),
      }
    case 'flexgeld':
      return { ...baseTabConfiguration, query: { flexgeld: 'true' } }
  }
}

export function showsFilter(rules: TabFilterRules, filter: OfferFilter): boolean {
  return rules.filters.includes(filter)
}
