import { asc, eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { banks, offers } from '../../db/schema'
import { areTermsUnavailable } from './terms-availability'

/** Ids of the offers whose terms answer 503, US banks' dollar offers first. */
export async function listTermsUnavailableOffers(orm: SandboxOrm): Promise<string[]> {
  const rows = await orm
    .select({ id: offers.id, currency: offers.currency, country: banks.countryCode })
    .from(offers)
    .innerJoin(banks, eq(offers.bankId, banks.id))
    .orderBy(asc(offers.id))
  return rows
    .filter((row) => areTermsUnavailable(row.id))
    .sort((a, b) => Number(isUsDollar(b)) - Number(isUsDollar(a)))
    .map((row) => row.id)
}

const isUsDollar = (row: { currency: string; country: string }) =>
  row.currency === 'USD' && row.country === 'US'
