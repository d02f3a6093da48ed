/**
 * How a customer's deposit-guarantee exposure at one partner bank stands against its scheme's
 * limit per depositor (the figures come from `guaranteeExposure`): covered with room, close to
 * the limit (the next interest booking or top-up may pass it), or above it.
 */
export type ExposureLevel = 'covered' | 'nearLimit' | 'overLimit' | 'noScheme'

/** Exposure from this share of the limit on is "near": 90 %, in basis points. */
export const nearLimitBasisPoints = 9_000

export interface ExposureFigures {
  /** Per holder, minor units of the scheme's currency. */
  exposure: number
  /** The scheme's limit per depositor; null when the bank's country has no scheme we know. */
  limit: number | null
}

export function exposureLevel({ exposure, limit }: ExposureFigures): ExposureLevel {
  if (limit === null) return 'noScheme'
  if (exposure > limit) return 'overLimit'
  return shareOfLimitBasisPoints({ exposure, limit }) >= nearLimitBasisPoints
    ? 'nearLimit'
    : 'covered'
}

/**
 * The exposure as a share of the limit in whole basis points, rounded down (integers only, so
 * 89.995 % stays below the 90 % warning); 0 without a limit.
 */
export function shareOfLimitBasisPoints({ exposure, limit }: ExposureFigures): number {
  if (limit === null || limit <= 0) return 0
  return Number((BigInt(Math.max(exposure, 0)) * 10_000n) / BigInt(limit))
}

/** The part of the exposure the scheme covers: at most the limit. */
export function coveredAmount({ exposure, limit }: ExposureFigures): number {
  if (limit === null) return 0
  return Math.min(Math.max(exposure, 0), limit)
}
