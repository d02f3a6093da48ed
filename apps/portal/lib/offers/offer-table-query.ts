import type { OfferListQuery } from '@portal/api-clients/contracts/deposits'
import { displayedRateKind } from '@portal/api-clients/contracts/offer-list-rules'
import { currencyMinorDigits } from '@portal/domain/format'
import type { LocaleInfo } from '@portal/domain/locales'
import { marketOf, sellsBanksOf } from '@portal/domain/markets'
import type { ProductTabId } from '@/lib/offers/offer-tabs'
import type { InputNote, OffersTableState } from '@/lib/offers/search-params'
import { type OfferFilter, showsFilter, tabFilterRules } from '@/lib/offers/tab-filters'

/** Major-unit decimal string to integer minor units of `currency`: "2500.5" EUR → 250050. */
export function amountToMinorUnits(amount: string, currency: string): number {
  const digits = currencyMinorDigits(currency)
  const [whole = '0', fraction = ''] = amount.split('.')
  return Number(BigInt(whole + fraction.padEnd(digits, '0').slice(0, digits)))
}

const stateField: Record<OfferFilter, keyof OffersTableState> = {
  term: 'term',
  country: 'country',
  rating: 'rating',
  amount: 'amount',
  foreignCurrency: 'foreignCurrency',
  flexgeld: 'flexgeld',
}
const paramOf: Record<OfferFilter, string> = {
  term: 'term',
  country: 'country',
  rating: 'rating',
  amount: 'amount',
  foreignCurrency: 'fx',
  flexgeld: 'flex',
}

/** What of the market the query depends on: its catalogue, currency and (for the rate) country. */
export type OfferMarket = Pick<LocaleInfo, 'locale' | 'country' | 'currency'>

/**
 * The offers query for a tab and the visitor's filters, in the market's catalogue: its own
 * currency, or the foreign currency the visitor chose where the tab offers that choice. A filter
 * the tab hides, a currency the market does not sell or a bank country outside its platform is not
 * applied and is reported as a note. Sorting by rate orders by the rate the market's table shows (§9); sorting by net rate
 * happens in the portal (see offer-table.ts).
 */
export function offerTableQuery(
  tab: ProductTabId,
  state: OffersTableState,
  market: OfferMarket,
): { query: OfferListQuery; notes: InputNote[] } {
  const rules = tabFilterRules(tab, market.locale)
  const notes: InputNote[] = []
  const given = (filter: OfferFilter) => {
    if (state[stateField[filter]] === undefined) return false
    if (showsFilter(rules, filter)) return true
    notes.push({ param: paramOf[filter], reason: 'hidden' })
    return false
  }
  const query: OfferListQuery = { market: market.locale, ...rules.query }
  if (given('foreignCurrency') && state.foreignCurrency) {
    if (rules.foreignCurrencies.includes(state.foreignCurrency))
      query.currency = state.foreignCurrency
    else notes.push({ param: 'fx', reason: 'ignored' })
  }
  const currency = query.currency ?? market.currency
  if (given('term')) query.termMonths = state.term
  if (given('country') && state.country) {
    if (sellsBanksOf(marketOf(market.locale), state.country)) query.country = state.country
    else notes.push({ param: 'country', reason: 'ignored' })
  }
  if (given('rating')) query.minRating = state.rating
  if (given('amount') && state.amount) query.amount = amountToMinorUnits(state.amount, currency)
  if (given('flexgeld')) query.flexgeld = 'true'
  if (state.sort !== 'net_rate') {
    query.sort = state.sort
    query.order = state.order
    if (state.sort === 'rate') query.rateKind = displayedRateKind(market.country)
  }
  return { query, notes }
}
