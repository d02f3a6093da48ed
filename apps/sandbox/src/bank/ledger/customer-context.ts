import { accountHolderCount } from '@portal/domain/customer-data/account-holders'
import {
  type AccountIdentifier,
  type AccountScheme,
  accountKey,
  referenceAccountIdentifier,
} from '@portal/domain/customer-data/account-identifier'
import { accountSchemeOfResidence } from '@portal/domain/markets'
import { eq, sql } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { preparedPerDatabase } from '../../db/prepared'
import { customerAccounts, personRoles, persons, referenceAccounts } from '../../db/schema'
import type { LedgerTx } from './ledger-transaction'

export interface CustomerContext {
  id: string
  status: string
  type: string
  countryCode: string
  /** Account holders: a joint account's money counts per holder for the deposit guarantee. */
  holders: number
  /** How the customer's market names accounts: the reference and the settlement account. */
  accountScheme: AccountScheme
  /** The reference account in that scheme; null without one (or one lacking its identifiers). */
  reference: AccountIdentifier | null
  /** Its `accountKey`: what a payout's payee must be. */
  referenceKey: string | null
  referenceHolder: string
  phoneNumber: string | null
}

/** The account scheme of the customer's market (of their address); IBAN for an unknown one. */
export async function accountSchemeOf(
  db: SandboxOrm | LedgerTx,
  customerId: string,
): Promise<AccountScheme> {
  const [account] = await db
    .select({ address: customerAccounts.address })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, customerId))
  return accountSchemeOfResidence(account?.address.countryCode ?? '')
}

/** The persons of an account's roles, each with the names of their roles there. */
function peopleOf(roles: readonly { personId: string; name: string }[]) {
  return [...new Set(roles.map((role) => role.personId))].map((personId) => ({
    roles: roles.filter((role) => role.personId === personId),
  }))
}

const holderRows = preparedPerDatabase((orm) =>
  orm
    .select({
      type: customerAccounts.type,
      address: customerAccounts.address,
      personId: personRoles.personId,
      name: personRoles.name,
    })
    .from(customerAccounts)
    .leftJoin(personRoles, eq(personRoles.customerId, customerAccounts.id))
    .where(eq(customerAccounts.id, sql.placeholder('customerId')))
    .prepare('holder_context'),
)

/** An account's type, holders and market scheme, in one read; undefined if there is none. */
export async function loadHolderContext(
  orm: SandboxOrm,
  customerId: string,
): Promise<Pick<CustomerContext, 'type' | 'holders' | 'accountScheme'> | undefined> {
  const rows = await holderRows(orm).execute({ customerId })
  const [account] = rows
  if (account === undefined) return undefined
  const roles = rows.flatMap(({ personId, name }) =>
    personId === null || name === null ? [] : [{ personId, name }],
  )
  return {
    type: account.type,
    holders: accountHolderCount(peopleOf(roles)),
    accountScheme: accountSchemeOfResidence(account.address.countryCode),
  }
}

/** What the ledger needs to know about a customer account, or undefined if there is none. */
export async function loadCustomerContext(
  db: SandboxOrm | LedgerTx,
  customerId: string,
): Promise<CustomerContext | undefined> {
  const [account] = await db
    .select()
    .from(customerAccounts)
    .where(eq(customerAccounts.id, customerId))
  if (account === undefined) return undefined
  const [reference] = await db
    .select({
      iban: referenceAccounts.iban,
      accountNumber: referenceAccounts.accountNumber,
      branchCode: referenceAccounts.branchCode,
      holder: referenceAccounts.accountHolder,
    })
    .from(referenceAccounts)
    .where(eq(referenceAccounts.customerId, customerId))
  // every role of the account with its person's phone; the first holder's phone gets the mTAN
  const roles = await db
    .select({
      personId: personRoles.personId,
      name: personRoles.name,
      phone: persons.contactDetails,
    })
    .from(personRoles)
    .innerJoin(persons, eq(persons.id, personRoles.personId))
    .where(eq(personRoles.customerId, customerId))
  const holder = roles.find((role) => role.name === 'ACCOUNT_HOLDER') ?? roles[0]
  const accountScheme = accountSchemeOfResidence(account.address.countryCode)
  const own = reference ? referenceAccountIdentifier(reference, accountScheme) : null
  return {
    id: account.id,
    status: account.status,
    type: account.type,
    countryCode: account.address.countryCode,
    holders: accountHolderCount(peopleOf(roles)),
    accountScheme,
    reference: own,
    referenceKey: own ? accountKey(own) : null,
    referenceHolder: reference?.holder ?? '',
    phoneNumber: holder?.phone.phoneNumber ?? null,
  }
}
