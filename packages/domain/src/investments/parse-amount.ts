export type AmountParse =
  | { ok: true; minorUnits: number }
  | { ok: false; key: 'notANumber' | 'negative' | 'tooManyDecimals' }

const separatorsByLocale = new Map<string, { group: string; decimal: string }>()

function separators(locale: string) {
  let found = separatorsByLocale.get(locale)
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
    const part = (type: string, fallback: string) =>
      parts.find((p) => p.type === type)?.value ?? fallback
    found = { group: part('group', ','), decimal: part('decimal', '.') }
    separatorsByLocale.set(locale, found)
  }
  return found
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A typed amount in major units to minor units (two decimals, EUR). Accepted: the locale's own
 * format with or without grouping ("1.234,50" in de-DE, "1,234.50" in en-GB), and a plain number
 * with a dot ("1234.5", what a number input sends). Spaces and a euro sign are ignored; an empty
 * field is zero. "1.000" in de-DE is a thousand: a dot followed by three digits there groups.
 */
export function parseAmount(text: string, locale: string): AmountParse {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '').replace(/^EUR|EUR$/i, '')
  if (cleaned === '') return { ok: true, minorUnits: 0 }
  const negative = /^[-\u2212]/.test(cleaned)
  const unsigned = negative ? cleaned.slice(1) : cleaned
  const { group, decimal } = separators(locale)
  const [g, d] = [escapeForPattern(group), escapeForPattern(decimal)]
  const localized = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d+))?$`).exec(unsigned)
  const plain = /^(\d+)(?:\.(\d+))?$/.exec(unsigned)
  const match = localized ?? plain
  if (!match) return { ok: false, key: 'notANumber' }
  if (negative) return { ok: false, key: 'negative' }
  const whole = (match[1] ?? '').replaceAll(group, '')
  const fraction = match[2] ?? ''
  if (fraction.length > 2) return { ok: false, key: 'tooManyDecimals' }
  return { ok: true, minorUnits: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) }
}
