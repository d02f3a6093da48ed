export type AmountParseError = 'negative' | 'not-a-number' | 'too-many-decimals' | 'too-large'

export type AmountParseResult =
  | { ok: true; minor: number | null }
  | { ok: false; error: AmountParseError }

/** Characters a user may type into an amount: digits, separators and spaces. */
export const ACCEPTED_AMOUNT_CHARACTERS = /^[\d\s.,'’\u00a0\u202f]*$/

export function currencyFractionDigits(locale: string, currency: string) {
  return (
    new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  )
}

export function decimalSeparator(locale: string) {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')
  return part?.value ?? '.'
}

/** The locale's grouping separator when it is "." or ","; undefined where it is a space or ’. */
function groupingMark(locale: string): string | undefined {
  const part = new Intl.NumberFormat(locale).formatToParts(12345).find((p) => p.type === 'group')
  return part?.value === '.' || part?.value === ',' ? part.value : undefined
}

/**
 * Parses what a user typed into integer minor units of the currency.
 * The locale's decimal separator is the decimal point; its grouping mark ("." in de-DE, "," in
 * en-GB) is accepted as grouping when followed by exactly three digits, otherwise as a decimal
 * point (so "12.5" in de-DE is 12,50 and "1.000" is one thousand). Where the locale groups with a
 * space or ’ (fr, pl, fi, de-CH), "." and "," never group: "12.345" there has too many decimals
 * rather than being read as twelve thousand. Never uses binary floats.
 */
export function parseAmount(input: string, locale: string, currency: string): AmountParseResult {
  const text = input.replace(/[\s'’\u00a0\u202f]/g, '')
  if (text === '') return { ok: true, minor: null }
  if (/^[-−]/.test(text) || /^\(.*\)$/.test(text)) return { ok: false, error: 'negative' }
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return { ok: false, error: 'not-a-number' }

  const decimal = decimalSeparator(locale)
  const grouping = groupingMark(locale)
  const lastSeparatorIndex = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','))
  let integerPart = text
  let fractionPart = ''
  let usedDecimal = ''
  if (lastSeparatorIndex >= 0) {
    const separator = text[lastSeparatorIndex] ?? ''
    const tail = text.slice(lastSeparatorIndex + 1)
    const isGrouping = separator !== decimal && separator === grouping && /^\d{3}$/.test(tail)
    if (!isGrouping) {
      integerPart = text.slice(0, lastSeparatorIndex)
      fractionPart = tail
      usedDecimal = separator
    }
  }
  const groups = integerPart.split(/[.,]/)
  const groupSeparators = new Set(integerPart.replace(/\d/g, ''))
  const validGrouping =
    groupSeparators.size === 0 ||
    (groupSeparators.size === 1 &&
      grouping !== undefined &&
      groupSeparators.has(grouping) &&
      !groupSeparators.has(usedDecimal) &&
      /^\d{1,3}$/.test(groups[0] ?? '') &&
      groups.slice(1).every((group) => /^\d{3}$/.test(group)))
  if (!validGrouping || /[.,]/.test(fractionPart)) return { ok: false, error: 'not-a-number' }

  const digits = currencyFractionDigits(locale, currency)
  if (fractionPart.length > digits) return { ok: false, error: 'too-many-decimals' }
  const minorText = `${groups.join('') || '0'}${fractionPart.padEnd(digits, '0')}`
  const minor = Number(minorText)
  if (!Number.isSafeInteger(minor)) return { ok: false, error: 'too-large' }
  return { ok: true, minor }
}

/** Formats minor units for display in the input (no currency symbol: that is the adornment). */
export function formatMinorAmount(minor: number, locale: string, currency: string) {
  const digits = currencyFractionDigits(locale, currency)
  const sign = minor < 0 ? '-' : ''
  const text = String(Math.abs(minor)).padStart(digits + 1, '0')
  const decimalText = digits > 0 ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(`${sign}${decimalText}` as Intl.StringNumericLiteral)
}

/** The currency symbol and whether the locale writes it before or after the number. */
export function currencyAdornment(
  locale: string,
  currency: string,
  display: 'symbol' | 'narrowSymbol' | 'code' = 'narrowSymbol',
) {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: display,
  }).formatToParts(1)
  const currencyIndex = parts.findIndex((part) => part.type === 'currency')
  const integerIndex = parts.findIndex((part) => part.type === 'integer')
  return {
    symbol: parts[currencyIndex]?.value ?? currency,
    position: currencyIndex < integerIndex ? ('prefix' as const) : ('suffix' as const),
  }
}
