/** Regions of the backend (spec section 9): DEU by default, GBR for the UK, USA for the US. */
export const regions = ['DEU', 'GBR', 'USA'] as const
export type Region = (typeof regions)[number]

export const defaultRegion: Region = 'DEU'

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (regions as readonly string[]).includes(value)
}

/** The lowercase region marker of spec section 3 (deu, gbr, usa). */
export function toRegionMarker(region: Region): Lowercase<Region> {
  return region.toLowerCase() as Lowercase<Region>
}

/**
 * The market a country belongs to: the US and the UK have their own platforms, every other
 * country is served by the European one (DEU). Customers by the country of their address, offers
 * by their partner bank's country; the portal lists and the sandbox's ledger accepts an order only
 * within one market.
 */
export function marketOfCountry(countryCode: string): Region {
  if (countryCode === 'US') return 'USA'
  if (countryCode === 'GB') return 'GBR'
  return 'DEU'
}

export function isSameMarket(bankCountry: string, customerCountry: string): boolean {
  return marketOfCountry(bankCountry) === marketOfCountry(customerCountry)
}
