/**
 * Earnings over one year of an amount at an APY, in minor units. The APY already includes
 * compounding, so one year earns amount × APY. Exact: the decimal string becomes a scaled BigInt
 * and the product is rounded half up to a whole minor unit, with no binary float on the way.
 */
export function annualEarnings(amountMinor: bigint, apy: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(apy)
  if (!match) throw new RangeError(`Not a decimal APY: ${apy}`)
  const [, sign = '', whole = '0', fraction = ''] = match
  const scale = 10n ** BigInt(fraction.length)
  const rate = BigInt(`${sign}${whole}${fraction}`)
  const product = amountMinor * rate
  const magnitude = product < 0n ? -product : product
  const rounded = (magnitude + scale / 2n) / scale
  return product < 0n ? -rounded : rounded
}
