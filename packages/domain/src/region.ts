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

/** Countries with a platform of their own; every other country is served by DEU. */
const ownPlatforms: Readonly<Record<string, Region>> = { US: 'USA', GB: 'GBR' }

/**
 * The platform a country belongs to: the US and the UK have their own platforms, every other
 * country is served by the European one (DEU). Offers by their partner bank's country; a market
 * (`markets.ts`) sells only offers of its own platform, in the currencies of its row.
 */
export function marketOfCountry(countryCode: string): Region {
  return ownPlatforms[countryCode] ?? defaultRegion
}

/**
 * The countries a platform serves, as a database query asks it: the listed ones (GBR, USA), or
 * every country but the listed ones (DEU).
 */
export function platformCountries(region: Region): { only: string[] } | { except: string[] } {
  const own = Object.keys(ownPlatforms)
  if (region === defaultRegion) return { except: own }
  return { only: own.filter((country) => ownPlatforms[country] === region) }
}
