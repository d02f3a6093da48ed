import type { Bank } from '@portal/domain'
import { creditRatings, SortKey, SortOrder } from '@portal/domain/enumerations'

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
  const sort = SortKey.safeParse(params.sort)
  const order = SortOrder.safeParse(params.order)
  const ignored =
    (params.sort !== undefined && !sort.success) || (params.order !== undefined && !order.success)
  return {
    order: {
      sort: sort.success ? sort.data : defaultBankListOrder.sort,
      order: order.success ? order.data : defaultBankListOrder.order,
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
