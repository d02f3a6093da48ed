import type { Deposit } from '@portal/api-clients/contracts/savings'
import type { ProductType } from '@portal/domain'
import type { PortalLocale } from '@portal/domain/locales'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { isHeld } from './deposit-lists'
import { depositProduct } from './deposit-product'

/** Money in one currency, minor units. */
export interface Amount {
  amount: number
  currency: string
}

export interface ProductTotal extends Amount {
  productType: ProductType
  deposits: number
}

const productOrder: readonly ProductType[] = [
  'term_deposit',
  'flexgeld',
  'overnight_deposit',
  'notice_account',
  'foreign_currency',
]

/**
 * Balances of the deposits the customer holds, per product type (as the page's market names it)
 * and currency.
 */
export function totalsByProductType(
  deposits: readonly Deposit[],
  locale: PortalLocale,
): ProductTotal[] {
  const totals = new Map<string, ProductTotal>()
  for (const deposit of deposits.filter(isHeld)) {
    const productType = depositProduct(locale, deposit)
    const key = `${productType}|${deposit.currency}`
    const total = totals.get(key) ?? {
      productType,
      currency: deposit.currency,
      amount: 0,
      deposits: 0,
    }
    total.amount += deposit.balance
    total.deposits += 1
    totals.set(key, total)
  }
  return [...totals.values()].sort(
    (a, b) =>
      productOrder.indexOf(a.productType) - productOrder.indexOf(b.productType) ||
      a.currency.localeCompare(b.currency),
  )
}

export interface UpcomingDate {
  deposit: Deposit
  date: CalendarDate
  /** A term deposit matures, or a notice period ends and the money becomes available. */
  kind: 'maturity' | 'noticeEnd'
}

/** The next days money falls due, soonest first: maturities and ends of notice periods. */
export function nextMaturities(
  deposits: readonly Deposit[],
  today: CalendarDate,
  limit = 3,
): UpcomingDate[] {
  return deposits
    .filter(isHeld)
    .flatMap((deposit): UpcomingDate[] => {
      if (deposit.status === 'notice_given' && deposit.availableOn !== null) {
        return [{ deposit, date: deposit.availableOn, kind: 'noticeEnd' }]
      }
      if (deposit.maturityDate !== null && deposit.maturityDate >= today) {
        return [{ deposit, date: deposit.maturityDate, kind: 'maturity' }]
      }
      return []
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.deposit.id.localeCompare(b.deposit.id))
    .slice(0, limit)
}
