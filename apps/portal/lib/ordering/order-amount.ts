import { parseAmount } from '@portal/ui/amount-input'

export type OrderAmountError =
  | 'required'
  | 'negative'
  | 'notANumber'
  | 'tooManyDecimals'
  | 'belowMinimum'
  | 'aboveMaximum'

export interface AmountLimits {
  locale: string
  currency: string
  /** The offer's minimum and maximum in minor units. */
  minAmount: number
  maxAmount: number
}

export type OrderAmount = { ok: true; minor: number } | { ok: false; error: OrderAmountError }

const parseErrors = {
  negative: 'negative',
  'not-a-number': 'notANumber',
  'too-many-decimals': 'tooManyDecimals',
  'too-large': 'aboveMaximum',
} as const

/**
 * What a customer typed into the amount field, read in their locale (the same parser as the
 * amount input, no binary floats), and checked against the offer's minimum and maximum.
 * A minus sign is refused before parsing, as the browser field filters it but a form post may not.
 */
export function readOrderAmount(text: string, limits: AmountLimits): OrderAmount {
  if (/^\s*[-−(]/.test(text)) return { ok: false, error: 'negative' }
  const parsed = parseAmount(text, limits.locale, limits.currency)
  if (!parsed.ok) return { ok: false, error: parseErrors[parsed.error] }
  if (parsed.minor === null || parsed.minor === 0) return { ok: false, error: 'required' }
  if (parsed.minor < limits.minAmount) return { ok: false, error: 'belowMinimum' }
  if (parsed.minor > limits.maxAmount) return { ok: false, error: 'aboveMaximum' }
  return { ok: true, minor: parsed.minor }
}
