import Big from 'big.js'

/**
 * Rounds an exact amount in minor units to a whole minor unit, half to even ("banker's
 * rounding"): ties go to the even cent, so over many bookings rounding does not drift either
 * way. Applied once per booking (each interest and each tax booking), never to intermediate
 * results.
 */
export function roundMinorUnits(amount: Big): number {
  return Number(amount.round(0, Big.roundHalfEven).toFixed(0))
}
