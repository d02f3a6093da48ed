import type { MarketId, OfferListQuery } from '@portal/api-clients/contracts/deposits'
import { listedCatalogue } from '@portal/api-clients/contracts/offer-list-rules'
import { marketOf } from '@portal/domain/markets'
import { platformCountries, type Region } from '@portal/domain/region'
import { and, inArray, notInArray, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { offers } from '../../db/schema'

type CatalogueQuery = Pick<
  z.output<typeof OfferListQuery>,
  'market' | 'currency' | 'foreignCurrency'
>

/**
 * The offers a market's catalogue lists for a query, as SQL over `offers`: the rule of
 * `listedCatalogue` (the market table in `packages/domain`), so the portal's in-memory filter
 * and this service agree. Undefined without a market.
 */
export function listedInMarket(query: CatalogueQuery): SQL | undefined {
  const listed = listedCatalogue(query)
  if (listed === undefined) return undefined
  return and(onPlatform(listed.platform), inCurrencies(listed.currencies))
}

/** Every offer the market sells, in its own currency or a foreign one. */
export function soldInMarket(market: MarketId): SQL {
  const entry = marketOf(market)
  return (
    and(onPlatform(entry.region), inCurrencies([entry.currency, ...entry.foreignCurrencies])) ??
    sql`false`
  )
}

function onPlatform(region: Region): SQL {
  const countries = platformCountries(region)
  return 'only' in countries
    ? inArray(offers.countryCode, countries.only)
    : notInArray(offers.countryCode, countries.except)
}

function inCurrencies(currencies: readonly string[]): SQL {
  return currencies.length === 0 ? sql`false` : inArray(offers.currency, [...currencies])
}
