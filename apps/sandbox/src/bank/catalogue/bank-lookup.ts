import type { BankListQuery, MarketId } from '@portal/api-clients/contracts/deposits'
import type { Bank, Offer } from '@portal/domain'
import { and, asc, eq, exists, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { SandboxOrm } from '../../db/database'
import { toBank } from '../../db/mapping/bank-mapping'
import { toOffer } from '../../db/mapping/offer-mapping'
import { banks, offers } from '../../db/schema'
import { listedInMarket, soldInMarket } from './market-catalogue'

/** The partner banks by name; with a market, those with an offer it lists for the query. */
export async function listBanks(
  orm: SandboxOrm,
  query: z.output<typeof BankListQuery> = {},
): Promise<Bank[]> {
  const listed = listedInMarket(query)
  const rows = await orm
    .select()
    .from(banks)
    .where(listed && hasOffer(orm, listed))
    .orderBy(asc(banks.name), asc(banks.id))
  return rows.map(toBank)
}

export async function findBank(orm: SandboxOrm, slug: string): Promise<Bank | undefined> {
  const [row] = await orm.select().from(banks).where(eq(banks.slug, slug))
  return row === undefined ? undefined : toBank(row)
}

/** Whether the market sells some offer of the bank (in its own or a foreign currency). */
export async function isBankSoldIn(
  orm: SandboxOrm,
  bankId: string,
  market: MarketId,
): Promise<boolean> {
  const [sold] = await orm
    .select({ id: banks.id })
    .from(banks)
    .where(and(eq(banks.id, bankId), hasOffer(orm, soldInMarket(market))))
  return sold !== undefined
}

function hasOffer(orm: SandboxOrm, condition: SQL): SQL {
  return exists(
    orm
      .select({ one: sql`1` })
      .from(offers)
      .where(and(eq(offers.bankId, banks.id), condition)),
  )
}

export async function findOffer(orm: SandboxOrm, offerId: string): Promise<Offer | undefined> {
  const [row] = await orm
    .select({ offer: offers, bank: banks })
    .from(offers)
    .innerJoin(banks, eq(offers.bankId, banks.id))
    .where(eq(offers.id, offerId))
  return row === undefined ? undefined : toOffer(row.offer, row.bank)
}
