import type { AccountType, InterestPayoutScheme } from '@portal/domain'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { expectedInterest } from '@portal/domain/money/expected-interest'
import { orderExposureHorizon } from '@portal/domain/money/exposure-horizon'
import { type ExposedDeposit, guaranteeExposure } from '@portal/domain/money/guarantee-exposure'

/** The terms of the offer being ordered that its expected interest depends on. */
export interface OrderedTerms {
  currency: string
  /** The nominal rate the ledger books with, a decimal fraction ("0.0315"). */
  annualRate: string
  payout: InterestPayoutScheme
  compounding: boolean
  termMonths: number | null
}

/**
 * What the order review needs to warn before an order passes the deposit guarantee: the money
 * the customer already holds or has ordered at the offer's partner bank (figures of the
 * ledger, per holder where the ledger already split them), read on the server when the page
 * renders. `unknown` when the ledger could not be read: the review then says so instead.
 */
export type ExposureBasis =
  | { status: 'unknown' }
  | {
      status: 'known'
      /** The bank's day (the sandbox clock's in the demo). */
      today: CalendarDate
      bankId: string
      bankCountry: string
      accountType: AccountType
      /** Account holders: a joint account's new deposit counts per holder. */
      holders: number
      /** Deposits and open orders at this bank, with the interest still expected on them. */
      held: ExposedDeposit[]
      terms: OrderedTerms
    }

export type OrderExposure =
  | { status: 'unknown' }
  /** No scheme known for the bank's country, or the order is in another currency. */
  | { status: 'notCompared' }
  | {
      status: 'covered' | 'overLimit'
      scheme: string
      currency: string
      /** Per holder, after the order: held money, the new amount and all expected interest. */
      exposure: number
      limit: number
      /** Above the limit after the order; 0 when covered. */
      above: number
    }

/**
 * The exposure at the offer's bank if the customer ordered `amount` (minor units): what is held
 * there plus the amount and its interest until maturity (a year on accounts without one, as the
 * dashboard counts), compared by the same `guaranteeExposure` the dashboard's figures come from.
 */
export function exposureAfterOrder(basis: ExposureBasis, amount: number): OrderExposure {
  if (basis.status === 'unknown') return basis
  const { terms, today } = basis
  const ordered: ExposedDeposit = {
    bankId: basis.bankId,
    bankCountry: basis.bankCountry,
    currency: terms.currency,
    amount,
    expectedInterest: interestExpectedOn(amount, terms, today),
    accountType: basis.accountType,
    holders: basis.holders,
  }
  const [bank] = guaranteeExposure([...basis.held, ordered], today)
  if (bank === undefined || bank.limit === null || bank.scheme === null) {
    return { status: 'notCompared' }
  }
  if (bank.currency !== terms.currency) return { status: 'notCompared' }
  return {
    status: bank.uncovered > 0 ? 'overLimit' : 'covered',
    scheme: bank.scheme,
    currency: bank.currency,
    exposure: bank.exposure,
    limit: bank.limit,
    above: bank.uncovered,
  }
}

/** Gross interest on `amount` from `today` to maturity, or for a year without a term. */
export function interestExpectedOn(
  amount: number,
  terms: OrderedTerms,
  today: CalendarDate,
): number {
  return expectedInterest({
    principal: amount,
    annualRate: terms.annualRate,
    currency: terms.currency,
    payout: terms.payout,
    compounding: terms.compounding,
    start: today,
    maturity: orderExposureHorizon(today, terms.termMonths),
  })
}

/** The id of the order review's guarantee warning, which the confirm button names. */
export const exposureWarningId = 'order-exposure-warning'
