/**
 * Splits whole minor units by weights in basis points so that the parts sum to the amount exactly:
 * each part is rounded down, and the cents left over go one each to the largest remainders
 * (ties: the earlier line). Used to spread an order over a model portfolio's funds.
 */
export function splitByWeights(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  if (!Number.isSafeInteger(amount) || amount < 0 || total <= 0)
    throw new RangeError('Split needs whole minor units and positive weights')
  const exact = weights.map((weight) => (BigInt(amount) * BigInt(weight)) as bigint)
  const parts = exact.map((value) => Number(value / BigInt(total)))
  const remainders = exact.map((value, index) => ({ index, rest: Number(value % BigInt(total)) }))
  let left = amount - parts.reduce((sum, part) => sum + part, 0)
  remainders.sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (const { index } of remainders) {
    if (left === 0) break
    parts[index] = (parts[index] ?? 0) + 1
    left -= 1
  }
  return parts
}
