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
