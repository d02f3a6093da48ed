import type { OfferListQuery, OfferPage } from '@portal/api-clients/contracts/deposits'
import { creditRatings } from '@portal/domain'
import { marketOf } from '@portal/domain/markets'
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  lte,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { z } from 'zod'
import { listedInMarket } from '../../bank/catalogue/market-catalogue'
import type { SandboxOrm } from '../../db/database'
import { toOffer } from '../../db/mapping/offer-mapping'
import { banks, offers } from '../../db/schema'

export type OfferListFilter = z.output<typeof OfferListQuery>
type SortKey = NonNullable<OfferListFilter['sort']>
type Order = NonNullable<OfferListFilter['order']>

export const defaultPageSize = 20
const defaultSort: SortKey = 'rate'
/** Without an explicit order, rates and ratings list the best first, names and terms A→Z. */
const defaultOrder: Record<SortKey, Order> = {
  rate: 'desc',
  rating: 'desc',
  bank_name: 'asc',
  term: 'asc',
}

/** Filters, sorts and pages offers in SQL; ties are broken by offer id. */
export async function listOffers(orm: SandboxOrm, filter: OfferListFilter): Promise<OfferPage> {
  const page = filter.page ?? 1
  const pageSize = filter.pageSize ?? defaultPageSize
  const where = and(...offerConditions(filter))
  const sort = filter.sort ?? defaultSort
  const rows = await orm
    .select({ offer: offers, bank: banks })
    .from(offers)
    .innerJoin(banks, eq(offers.bankId, banks.id))
    .where(where)
    .orderBy(
      sortExpression(sort, filter.order ?? defaultOrder[sort], filter.rateKind ?? 'effective'),
      asc(offers.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [counted] = await orm
    .select({ total: count() })
    .from(offers)
    .innerJoin(banks, eq(offers.bankId, banks.id))
    .where(where)
  return {
    items: rows.map((row) => toOffer(row.offer, row.bank)),
    total: counted?.total ?? 0,
    page,
    pageSize,
  }
}

function offerConditions(filter: OfferListFilter): SQL[] {
  const conditions: SQL[] = []
  const inMarket = listedInMarket(filter)
  if (inMarket) conditions.push(inMarket)
  if (filter.productType) conditions.push(eq(offers.productType, filter.productType))
  if (filter.offerProductType) {
    conditions.push(eq(offers.offerProductType, filter.offerProductType))
  }
  if (filter.termMonths !== undefined) conditions.push(eq(offers.termMonths, filter.termMonths))
  if (filter.country) conditions.push(eq(offers.countryCode, filter.country))
  if (filter.minRating) {
    conditions.push(lte(banks.ratingRank, creditRatings.indexOf(filter.minRating)))
  }
  if (filter.amount !== undefined) {
    conditions.push(lte(offers.minAmount, filter.amount), gte(offers.maxAmount, filter.amount))
  }
  if (filter.currency) conditions.push(eq(offers.currency, filter.currency))
  if (filter.flexgeld !== undefined) conditions.push(flag(filter.flexgeld, isFlexgeld()))
  if (filter.foreignCurrency !== undefined) {
    conditions.push(flag(filter.foreignCurrency, isForeignCurrency(filter.market)))
  }
  return conditions
}

function isFlexgeld(): SQL {
  return (
    or(eq(offers.productType, 'flexgeld'), arrayContains(offers.labels, ['flexgeld'])) ?? sql`false`
  )
}

/** Another currency than the market's own; without a market, not in EUR (the shared rule). */
function isForeignCurrency(market: OfferListFilter['market']): SQL {
  if (market !== undefined) return ne(offers.currency, marketOf(market).currency)
  return or(ne(offers.currency, 'EUR'), eq(offers.productType, 'foreign_currency')) ?? sql`false`
}

function flag(wanted: boolean, condition: SQL): SQL {
  return wanted ? condition : not(condition)
}

type RateKind = NonNullable<OfferListFilter['rateKind']>

function sortExpression(sort: SortKey, order: Order, rateKind: RateKind): SQL {
  const direction = order === 'asc' ? asc : desc
  switch (sort) {
    case 'bank_name':
      return direction(banks.name)
    case 'rating':
      // rank 0 is AAA: the best rating comes first in descending order
      return order === 'desc' ? asc(banks.ratingRank) : desc(banks.ratingRank)
    case 'rate':
      // the rate the market's table shows (spec §9), so the column reads in order
      return direction(rateKind === 'nominal' ? offers.nominalRate : offers.effectiveRate)
    case 'term':
      return order === 'asc'
        ? sql`${offers.termMonths} asc nulls last`
        : sql`${offers.termMonths} desc nulls last`
  }
}
