import type { SavingsOverview } from '@portal/api-clients/contracts/savings'
import type { AccountIdentifier } from '@portal/domain/customer-data/account-identifier'
import { productsPaidOutOnRequest } from '@portal/domain/money/payout-products'

/** Where money can be paid out from: a settlement account, or an overnight or Flexgeld deposit. */
export interface MoneyOutSource {
  /** `settlement:EUR` or `deposit:<id>`: the form's value. */
  id: string
  kind: 'settlement' | 'overnight_deposit' | 'flexgeld'
  currency: string
  /** What can leave now, in minor units. */
  available: number
  depositId: string | null
  bankName: string | null
}

export interface ReferenceAccountView {
  /** In the scheme of the customer's market: IBAN, or routing and account number. */
  account: AccountIdentifier
  /** Its `accountKey`: the payee a payout names (the IBAN, or ABA + routing + account number). */
  key: string
  holder: string
  bankName: string
}

const withdrawable: ReadonlySet<string> = new Set(productsPaidOutOnRequest)

/**
 * The sources of a payout, from the savings overview: every settlement account with money on it,
 * then every active deposit of a product paid out on request (overnight and Flexgeld; term and
 * notice deposits pay out at maturity or after their notice).
 */
export function moneyOutSourcesOf(overview: SavingsOverview): MoneyOutSource[] {
  const settlement = overview.settlementAccounts
    .filter((account) => account.balance > 0)
    .map<MoneyOutSource>((account) => ({
      id: `settlement:${account.currency}`,
      kind: 'settlement',
      currency: account.currency,
      available: account.balance,
      depositId: null,
      bankName: null,
    }))
  const deposits = overview.deposits
    .filter((deposit) => withdrawable.has(deposit.productType) && deposit.status === 'active')
    .filter((deposit) => deposit.balance > 0)
    .map<MoneyOutSource>((deposit) => ({
      id: `deposit:${deposit.id}`,
      kind: deposit.productType as MoneyOutSource['kind'],
      currency: deposit.currency,
      available: deposit.balance,
      depositId: deposit.id,
      bankName: deposit.bankName,
    }))
  return [...settlement, ...deposits]
}

/** Only the settlement accounts: the customer payout of money already back from the banks. */
export function settlementSources(sources: readonly MoneyOutSource[]): MoneyOutSource[] {
  return sources.filter((source) => source.kind === 'settlement')
}
