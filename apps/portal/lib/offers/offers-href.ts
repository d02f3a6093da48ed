import { defaultSort } from './filter-options'
import type { OffersTableState } from './search-params'

/** Search params of a table state, leaving out defaults so URLs stay short and cacheable. */
export function offersSearch(state: OffersTableState, change: Partial<OffersTableState> = {}) {
  const next = { ...state, ...change }
  const params = new URLSearchParams()
  if (next.term !== undefined) params.set('term', String(next.term))
  if (next.country) params.set('country', next.country)
  if (next.rating) params.set('rating', next.rating)
  if (next.amount) params.set('amount', next.amount)
  if (next.foreignCurrency) params.set('fx', next.foreignCurrency)
  if (next.flexgeld) params.set('flex', '1')
  if (next.sort !== defaultSort.sort || next.order !== defaultSort.order) {
    params.set('sort', next.sort)
    params.set('order', next.order)
  }
  if (next.residence) params.set('residence', next.residence)
  if (next.compare.length > 0) params.set('compare', next.compare.join(','))
  if (next.page > 1) params.set('page', String(next.page))
  if (next.more > 0) params.set('more', String(next.more))
  const search = params.toString()
  return search ? `?${search}` : ''
}
