import type { Bank, SortKey, SortOrder } from '@portal/domain'
import { creditRatings, sortKeys, sortOrders } from '@portal/domain/enumeration-values'

export interface BankListOrder {
  sort: SortKey
  order: SortOrder
}

export const defaultBankListOrder: BankListOrder = { sort: 'bank_name', order: 'asc' }

/** Sort and order from the URL (spec enumerations: bank_name or rating, asc or desc). */
export function parseBankListOrder(params: { sort?: unknown; order?: unknown }): {
  order: BankListOrder
  ignored: boolean
} {
  // Plain checks against the enumeration values: this runs in the browser too (link tracking).
  const sort = sortKeys.find((key) => key === params.sort)
  const order = sortOrders.find((value) => value === params.order)
  const ignored =
    (params.sort !== undefined && sort === undefined) ||
    (params.order !== undefined && order === undefined)
  return {
    order: {
      sort: sort ?? defaultBankListOrder.sort,
      order: order ?? defaultBankListOrder.order,
    },
    ignored,
  }
}

const ratingRank = (bank: Bank) => creditRatings.indexOf(bank.countryCreditRating)

/**
 * Banks in the chosen order. "rating desc" puts the best rating (AAA) first; ties fall back to
 * the bank name, so the list is stable.
 */
export function sortBanks(banks: readonly Bank[], { sort, order }: BankListOrder, locale: string) {
  const byName = (a: Bank, b: Bank) => a.name.localeCompare(b.name, locale)
  const direction = order === 'asc' ? 1 : -1
  return [...banks].sort((a, b) => {
    if (sort === 'bank_name') return direction * byName(a, b)
    const rank = ratingRank(b) - ratingRank(a)
    return rank !== 0 ? direction * rank : byName(a, b)
  })
}
