import type { Bank, Offer } from '@portal/domain'
import { asc, eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { toBank } from '../../db/mapping/bank-mapping'
import { toOffer } from '../../db/mapping/offer-mapping'
import { banks, offers } from '../../db/schema'

export async function listBanks(orm: SandboxOrm): Promise<Bank[]> {
  const rows = await orm.select().from(banks).orderBy(asc(banks.name), asc(banks.id))
  return rows.map(toBank)
}

export async function findBank(orm: SandboxOrm, slug: string): Promise<Bank | undefined> {
  const [row] = await orm.select().from(banks).where(eq(banks.slug, slug))
  return row === undefined ? undefined : toBank(row)
}

export async function findOffer(orm: SandboxOrm, offerId: string): Promise<Offer | undefined> {
  const [row] = await orm
    .select({ offer: offers, bank: banks })
    .from(offers)
    .innerJoin(banks, eq(offers.bankId, banks.id))
    .where(eq(offers.id, offerId))
  return row === undefined ? undefined : toOffer(row.offer, row.bank)
}
