/**
 * An ABA routing transit number: nine digits whose weighted sum (3, 7, 1 repeated) is a multiple
 * of ten. US transfers (ACH and wire) name the receiving bank by it, as IBAN countries by the BIC.
 */
export type RoutingNumberCheck =
  | { ok: true; routingNumber: string }
  | { ok: false; problem: 'missing' | 'wrong_length' | 'invalid_checksum' }

const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const

export function checkRoutingNumber(input: string): RoutingNumberCheck {
  const routingNumber = input.replace(/[\s-]/g, '')
  if (routingNumber === '') return { ok: false, problem: 'missing' }
  if (!/^\d{9}$/.test(routingNumber)) return { ok: false, problem: 'wrong_length' }
  const sum = weights.reduce(
    (total, weight, index) => total + weight * Number(routingNumber[index]),
    0,
  )
  return sum % 10 === 0 ? { ok: true, routingNumber } : { ok: false, problem: 'invalid_checksum' }
}

/** The ninth digit that makes the first eight a valid routing number. */
export function routingCheckDigit(firstEight: string): string {
  const sum = weights
    .slice(0, 8)
    .reduce((total, weight, index) => total + weight * Number(firstEight[index]), 0)
  return String((10 - (sum % 10)) % 10)
}
