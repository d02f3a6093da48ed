import Big from 'big.js'

/**
 * The investments' own big.js constructor, so that its settings never leak into other modules:
 * 20 decimal places for divisions, round half to even (banker's rounding) everywhere.
 */
export const Decimal = Big()
Decimal.DP = 20
Decimal.RM = Decimal.roundHalfEven

/** Amounts are carried at a millionth of a minor unit between months. */
export const carriedPlaces = 6

/** A factor or estimate computed in binary floating point, fixed to 15 decimals for big.js. */
export function fromFloat(value: number): Big {
  return new Decimal(value.toFixed(15))
}

/** Rounds to whole minor units (half to even) for reporting. */
export function toMinorUnits(amount: Big): number {
  return Number(amount.round(0, Decimal.roundHalfEven).toFixed(0))
}
