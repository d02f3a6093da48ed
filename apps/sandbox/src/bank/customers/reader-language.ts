import { intlTagFor, marketOfResidence, preferredLanguage } from '@portal/domain/languages'
import type { MarketLanguage } from '@portal/domain/markets'
import { asc, eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { customerAccounts, personRoles, persons, users } from '../../db/schema'
import type { LedgerTx } from '../ledger/ledger-transaction'

/** The language a text is written in and the `Intl` tag its figures are formatted with. */
export interface ReaderLanguage {
  language: MarketLanguage
  tag: string
}

type Reader = Pick<SandboxOrm | LedgerTx, 'select'>

function readerOf(stored: string | undefined, countryCode: string | undefined): ReaderLanguage {
  const market = marketOfResidence(countryCode)
  const language = preferredLanguage(stored, market)
  return { language, tag: intlTagFor(language, market) }
}

/**
 * The language of what the bank sends a customer account unasked (documents, notifications,
 * postbox messages): its first person's stored correspondence language while a market serves it,
 * else the language of the market it lives in.
 */
export async function customerLanguage(db: Reader, customerId: string): Promise<ReaderLanguage> {
  const [row] = await db
    .select({ contact: persons.contactDetails, address: customerAccounts.address })
    .from(customerAccounts)
    .leftJoin(personRoles, eq(personRoles.customerId, customerAccounts.id))
    .leftJoin(persons, eq(persons.id, personRoles.personId))
    .where(eq(customerAccounts.id, customerId))
    .orderBy(asc(personRoles.id))
    .limit(1)
  return readerOf(row?.contact?.correspondenceLanguage, row?.address.countryCode)
}

/** The language of mail and SMS to a login: its person's, in the market it (or its account) lives in. */
export async function userLanguage(db: Reader, userId: string): Promise<ReaderLanguage> {
  const [row] = await db
    .select({ contact: persons.contactDetails, address: persons.address, bac: users.bacNumbers })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(eq(users.id, userId))
  let country = row?.address?.countryCode
  const first = row?.bac[0]
  if (country === undefined && first !== undefined) {
    const [account] = await db
      .select({ address: customerAccounts.address })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, first))
    country = account?.address.countryCode
  }
  return readerOf(row?.contact.correspondenceLanguage, country)
}
