import { randomUUID } from 'node:crypto'
import { customerDataErrorCodes } from '@portal/api-clients/contracts/customers'
import {
  type CheckedReferenceAccount,
  isAbaReferenceAccount,
} from '@portal/api-clients/contracts/new-reference-account'
import type { AccountScheme } from '@portal/domain/customer-data/account-identifier'
import { ibanParts } from '@portal/domain/customer-data/iban-check'
import { marketOfResidence } from '@portal/domain/markets'
import { eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { customerAccounts, referenceAccounts } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { LedgerTx } from '../ledger/ledger-transaction'

/**
 * The reference account row for a checked account: an IBAN with bank and branch codes read from
 * it, or a US account whose routing number is kept as the branch code (as funding matching and
 * payouts read it, `referenceAccountIdentifier`). In the currency of the customer's market.
 */
export function referenceAccountRow(
  customerId: string,
  account: CheckedReferenceAccount,
  currency: string,
) {
  const row = { accountId: `REF-${randomUUID()}`, customerId, ccy: currency }
  if (isAbaReferenceAccount(account)) {
    return {
      ...row,
      accountHolder: account.accountHolder,
      bankName: account.bankName ?? '',
      bic: '',
      iban: '',
      accountNumber: account.accountNumber,
      branchCode: account.routingNumber,
    }
  }
  const parts = ibanParts(account.iban)
  return {
    ...row,
    accountHolder: account.accountHolder,
    bankName: '',
    bic: account.bic ?? '',
    iban: account.iban,
    accountNumber: parts.accountNumber,
    branchCode: parts.bankCode,
  }
}

/** The currency and account scheme of the customer's market (of their address). */
export async function referenceAccountMarket(db: SandboxOrm | LedgerTx, customerId: string) {
  const [account] = await db
    .select({ address: customerAccounts.address })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, customerId))
  const market = marketOfResidence(account?.address.countryCode ?? '')
  return { currency: market?.currency ?? 'EUR', scheme: market?.accountScheme ?? 'iban' }
}

/** 422 when the account is not in the scheme of the customer's market (an IBAN for a US saver). */
export function wrongScheme(
  account: CheckedReferenceAccount,
  scheme: AccountScheme,
): ServiceError | undefined {
  if ((scheme === 'aba') === isAbaReferenceAccount(account)) return undefined
  return new ServiceError(
    422,
    customerDataErrorCodes.wrongAccountScheme,
    scheme === 'aba'
      ? 'Your reference account is named by routing and account number.'
      : 'Your reference account is named by IBAN.',
  )
}

/** The first reference account; with one already there, a change goes through a KYC case (409). */
export async function setInitialReferenceAccount(
  orm: SandboxOrm,
  customerId: string,
  account: CheckedReferenceAccount,
) {
  const market = await referenceAccountMarket(orm, customerId)
  const refused = wrongScheme(account, market.scheme)
  if (refused) return refused
  return orm.transaction(async (tx) => {
    const existing = await tx
      .select({ id: referenceAccounts.accountId })
      .from(referenceAccounts)
      .where(eq(referenceAccounts.customerId, customerId))
      .for('update')
    if (existing.length > 0) {
      return new ServiceError(
        409,
        customerDataErrorCodes.referenceAccountExists,
        'A reference account exists; changing it needs identification and documents.',
      )
    }
    const [row] = await tx
      .insert(referenceAccounts)
      .values(referenceAccountRow(customerId, account, market.currency))
      .returning()
    if (row === undefined) throw new Error('insert returned nothing')
    const { customerId: _owner, ...view } = row
    return view
  })
}
