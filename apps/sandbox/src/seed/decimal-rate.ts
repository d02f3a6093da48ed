/** Rates are kept in whole basis points (1 bp = 0.0001) and written as exact decimal strings. */
export function formatBasisPoints(basisPoints: number): string {
  if (!Number.isInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(`Expected whole non-negative basis points, got ${basisPoints}`)
  }
  const whole = Math.floor(basisPoints / 10_000)
  const fraction = String(basisPoints % 10_000).padStart(4, '0')
  return `${whole}.${fraction}`
}

/**
 * Effective annual rate of a nominal rate credited `periodsPerYear` times a year. With
 * compounding the credited interest earns interest: (1 + r/n)^n - 1, never below the nominal
 * rate; without compounding the effective rate equals the nominal one.
 */
export function effectiveBasisPoints(
  nominalBasisPoints: number,
  periodsPerYear: number,
  compounding: boolean,
): number {
  if (!compounding || periodsPerYear <= 1) return nominalBasisPoints
  const rate = nominalBasisPoints / 10_000
  const effective = (1 + rate / periodsPerYear) ** periodsPerYear - 1
  return Math.max(nominalBasisPoints, Math.round(effective * 10_000))
}
