import { routingCheckDigit } from '@portal/domain/customer-data/aba-routing-number'
import type {
  AccountIdentifier,
  AccountScheme,
} from '@portal/domain/customer-data/account-identifier'
import { eq } from 'drizzle-orm'
import { ledgerAccounts } from '../../db/schema'
import { buildIban } from '../../seed/iban'
import type { LedgerTx } from './ledger-transaction'

export type LedgerAccountKind =
  | 'settlement'
  | 'deposit'
  | 'reference'
  | 'partner_bank_clearing'
  | 'interest_expense'
  | 'tax_authority'
  | 'foreign_senders'
  | 'portfolio_cash'
  | 'custody'
  | 'fee_income'
  | 'referral_expense'

/** Customer accounts: never below zero (the database's floor check says the same). */
export const flooredKinds: ReadonlySet<string> = new Set([
  'settlement',
  'deposit',
  'portfolio_cash',
  'custody',
])

/** The customer's own accounts that show in the savings bookings list, one line per side. */
export const listedKinds: ReadonlySet<string> = new Set(['settlement', 'deposit'])

/** Ledger account ids: one rule per kind, so every caller names an account the same way. */
export const accountIds = {
  settlement: (customerId: string, currency: string) => `settlement:${customerId}:${currency}`,
  reference: (customerId: string, currency: string) => `reference:${customerId}:${currency}`,
  deposit: (depositId: string) => `deposit:${depositId}`,
  partnerBank: (bankId: string, currency: string) => `partner-bank:${bankId}:${currency}`,
  interestExpense: (bankId: string, currency: string) => `interest-expense:${bankId}:${currency}`,
  taxAuthority: (country: string, currency: string) => `tax-authority:${country}:${currency}`,
  foreignSenders: (currency: string) => `foreign-senders:${currency}`,
  /** Paid into a portfolio, not invested yet. */
  portfolioCash: (portfolioId: string) => `portfolio-cash:${portfolioId}`,
  /** Invested in a portfolio's funds, at cost less the fees taken. */
  custody: (portfolioId: string) => `custody:${portfolioId}`,
  /** The portfolio manager's fees. */
  feeIncome: (currency: string) => `fee-income:${currency}`,
  /** The bank's marketing expense that pays refer-a-friend bonuses. */
  referralExpense: (currency: string) => `referral-expense:${currency}`,
}

export interface AccountSpec {
  id: string
  kind: LedgerAccountKind
  currency: string
  customerId?: string | null
  bankId?: string | null
  iban?: string | null
}

/** Creates the accounts that do not exist yet (accounts are opened on first use). */
export async function ensureAccounts(tx: LedgerTx, specs: readonly AccountSpec[]): Promise<void> {
  if (specs.length === 0) return
  await tx
    .insert(ledgerAccounts)
    .values(specs.map((spec) => ({ balance: 0, ...spec })))
    .onConflictDoNothing({ target: ledgerAccounts.id })
}

/** The platform bank's number for a customer's settlement account in a currency: 10 digits. */
function settlementAccountNumber(customerId: string, currency: string): string {
  const digits = customerId.replace(/\D/g, '').slice(-8).padStart(8, '0')
  const currencyNumber = String(currency.charCodeAt(0) % 100).padStart(2, '0')
  return `${digits}${currencyNumber}`
}

/** The platform bank's routing number (sandbox), for customers whose market names accounts by it. */
export const settlementRoutingNumber = `02601337${routingCheckDigit('02601337')}`

/** The settlement account of a customer in a currency, with its IBAN at the platform's bank. */
export function settlementAccountSpec(customerId: string, currency: string): AccountSpec {
  return {
    id: accountIds.settlement(customerId, currency),
    kind: 'settlement',
    currency,
    customerId,
    iban: buildIban('DE', `10020030${settlementAccountNumber(customerId, currency)}`),
  }
}

/**
 * The settlement account as the customer's transfer names it, in their market's scheme: its
 * IBAN, or the platform bank's routing number and the account's number.
 */
export function settlementAccountIdentifier(
  account: { customerId: string; currency: string; iban: string | null },
  scheme: AccountScheme,
): AccountIdentifier {
  const { customerId, currency } = account
  return scheme === 'aba'
    ? {
        scheme,
        routingNumber: settlementRoutingNumber,
        accountNumber: settlementAccountNumber(customerId, currency),
      }
    : { scheme, iban: account.iban ?? settlementAccountSpec(customerId, currency).iban ?? '' }
}

export function referenceAccountSpec(customerId: string, currency: string): AccountSpec {
  return { id: accountIds.reference(customerId, currency), kind: 'reference', currency, customerId }
}

/** A portfolio's cash and custody accounts, in the portfolio's currency. */
export function portfolioAccountSpecs(portfolio: {
  id: string
  customerId: string
  currency: string
}): AccountSpec[] {
  const { id, customerId, currency } = portfolio
  return [
    { id: accountIds.portfolioCash(id), kind: 'portfolio_cash', currency, customerId },
    { id: accountIds.custody(id), kind: 'custody', currency, customerId },
  ]
}

export function feeIncomeAccountSpec(currency: string): AccountSpec {
  return { id: accountIds.feeIncome(currency), kind: 'fee_income', currency }
}

/** Locks a customer's settlement account for the rest of the transaction and reads it. */
export async function lockSettlementAccount(tx: LedgerTx, customerId: string, currency: string) {
  await ensureAccounts(tx, [settlementAccountSpec(customerId, currency)])
  const id = accountIds.settlement(customerId, currency)
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance, iban: ledgerAccounts.iban })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id))
    .for('update')
  if (row === undefined) throw new Error(`settlement account ${id} missing`)
  return { id, balance: row.balance, iban: row.iban ?? '' }
}
