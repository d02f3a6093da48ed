import type { DecimalString } from '@portal/domain'

const scale = 12

function toScaled(value: DecimalString): bigint {
  const negative = value.startsWith('-')
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.')
  const scaled = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale))
  return negative ? -scaled : scaled
}

function fromScaled(value: bigint, digits: number): DecimalString {
  const drop = 10n ** BigInt(scale - digits)
  const rounded = (value < 0n ? value - drop / 2n : value + drop / 2n) / drop
  const negative = rounded < 0n
  const text = (negative ? -rounded : rounded).toString().padStart(digits + 1, '0')
  return `${negative ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/**
 * Rate after withholding tax: gross × (1 − tax), in exact decimal arithmetic, rounded half away
 * from zero to 6 decimals (0.0001 %). "0.0300" with "0.26375" → "0.022088".
 */
export function netRateAfterWithholding(gross: DecimalString, tax: DecimalString): DecimalString {
  const one = 10n ** BigInt(scale)
  const product = (toScaled(gross) * (one - toScaled(tax))) / one
  return fromScaled(product, 6)
}

export function compareDecimal(a: DecimalString, b: DecimalString): number {
  const difference = toScaled(a) - toScaled(b)
  return difference === 0n ? 0 : difference < 0n ? -1 : 1
}
