import type { AccountType } from '../enumerations'
import type { CalendarDate } from './calendar-date'
import { guaranteeLimitOn } from './deposit-guarantee-schemes'

export interface ExposedDeposit {
  bankId: string
  bankCountry: string
  currency: string
  /** Current balance in minor units. */
  amount: number
  /** Interest still expected until maturity (or for a year on open-ended accounts). */
  expectedInterest: number
  accountType: AccountType
  /** Holders of the customer account; a joint account's money counts per holder. */
  holders: number
}

export interface BankExposure {
  bankId: string
  bankCountry: string
  scheme: string | null
  currency: string
  /** Per holder: deposits plus expected interest at this bank in the scheme's currency. */
  exposure: number
  limit: number | null
  /** Exposure above the limit; 0 when covered. */
  uncovered: number
  /** Deposits in another currency than the scheme's, which need a rate to be compared. */
  otherCurrencyDeposits: number
}

/** How many holders an account's money is shared by for the guarantee: a joint account's, else 1. */
export function guaranteeHolders(accountType: AccountType, holders: number): number {
  return accountType === 'JOINT' ? Math.max(holders, 1) : 1
}

/**
 * The customer's exposure per partner bank against its guarantee scheme on `date`. A joint
 * account's money counts per holder (each holder's share, rounded down: the customer is warned
 * a cent early rather than late). In the US each ownership category is covered on its own,
 * which one customer account (of one type) never spans, so per bank is per category here.
 */
export function guaranteeExposure(
  deposits: readonly ExposedDeposit[],
  date: CalendarDate,
): BankExposure[] {
  const byBank = new Map<string, BankExposure>()
  for (const deposit of deposits) {
    const limit = guaranteeLimitOn(deposit.bankCountry, date)
    const entry = byBank.get(deposit.bankId) ?? {
      bankId: deposit.bankId,
      bankCountry: deposit.bankCountry,
      scheme: limit?.scheme ?? null,
      currency: limit?.currency ?? deposit.currency,
      exposure: 0,
      limit: limit?.limit ?? null,
      uncovered: 0,
      otherCurrencyDeposits: 0,
    }
    if (deposit.currency === entry.currency) {
      const holders = guaranteeHolders(deposit.accountType, deposit.holders)
      entry.exposure += Math.floor((deposit.amount + deposit.expectedInterest) / holders)
    } else {
      entry.otherCurrencyDeposits += 1
    }
    entry.uncovered =
      entry.limit === null ? entry.exposure : Math.max(0, entry.exposure - entry.limit)
    byBank.set(deposit.bankId, entry)
  }
  return [...byBank.values()]
}
