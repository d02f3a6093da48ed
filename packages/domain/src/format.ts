import { markets } from './markets'
import type { CurrencyCode, DecimalString, MinorUnits } from './primitives'

/**
 * Formatting of spec section 9. Amounts and rates are handed to `Intl` as decimal strings, which
 * it formats exactly, so no value ever passes through binary-float arithmetic.
 */

type NumericString = `${number}`

const formatters = new Map<string, Intl.NumberFormat>()

/** Formatters are costly to build and a table formats hundreds of values: keep one per setup. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options)
    formatters.set(key, formatter)
  }
  return formatter
}

/** A rate as a percentage with 1 to 2 decimals: "0.0325" → "3.25 %" in de-DE. */
export function formatPercent(rate: DecimalString, locale: string): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  }).format(rate as NumericString)
}

/** Number of minor-unit digits of a currency (2 for EUR, 0 for JPY, 3 for KWD). */
export function currencyMinorDigits(currency: CurrencyCode): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number
}

/** Minor units as an exact decimal string in major units: 123456 EUR → "1234.56". */
export function minorUnitsToDecimal(amount: MinorUnits | bigint, currency: CurrencyCode): string {
  const digits = currencyMinorDigits(currency)
  const value = BigInt(amount)
  const sign = value < 0n ? '-' : ''
  const magnitude = (value < 0n ? -value : value).toString()
  if (digits === 0) return `${sign}${magnitude}`
  const padded = magnitude.padStart(digits + 1, '0')
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`
}

/** An amount with its currency code and at most 2 decimals: 123456 EUR → "1.234,56 EUR". */
export function formatMoney(
  amount: MinorUnits | bigint,
  currency: CurrencyCode,
  locale: string,
): string {
  const digits = Math.min(currencyMinorDigits(currency), 2)
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnitsToDecimal(amount, currency) as NumericString)
}

/** A round amount (a limit, a band) in major units without the minor digits: "CHF 25'000". */
export function formatWholeMoney(
  amount: MinorUnits | bigint,
  currency: CurrencyCode,
  locale: string,
): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  }).format(minorUnitsToDecimal(amount, currency) as NumericString)
}

/**
 * An amount as a customer types it into an amount field: grouped, with the currency's minor
 * digits and no currency, so a hint's example reads as the field expects it: 1000000 CHF →
 * "10'000.00" in de-CH, "10 000,00" in fr-FR, "10,000.00" in en-US.
 */
export function formatAmountInput(
  amount: MinorUnits | bigint,
  currency: CurrencyCode,
  locale: string,
): string {
  const digits = currencyMinorDigits(currency)
  return numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnitsToDecimal(amount, currency) as NumericString)
}

/**
 * A label followed by the language's colon: "IBAN:" in most languages, "IBAN\u00a0:" in French,
 * which sets a space before the colon. It is a no-break space (U+00A0), the one the French
 * catalogue writes before : ; ? ! in all its texts: it keeps the colon off the start of a line
 * and every font of the portal has it (the narrow U+202F is missing from some system fonts).
 */
export function labelColon(label: string, locale: string): string {
  return `${label}${spaceBeforeColon(locale)}:`
}

/** A label and its value as one text: "IBAN: DE02…", "IBAN\u00a0: DE02…" in French. */
export function formatLabelled(label: string, value: string, locale: string): string {
  return `${labelColon(label, locale)} ${value}`
}

function spaceBeforeColon(locale: string): string {
  return locale.toLowerCase().startsWith('fr') ? '\u00a0' : ''
}

/** Countries whose portal shows the effective rather than the nominal rate (the market table's). */
export const effectiveRateCountries: readonly string[] = Object.values(markets)
  .filter((entry) => entry.rateShown === 'effective')
  .map((entry) => entry.country)

export function showsEffectiveRate(countryCode: string): boolean {
  return effectiveRateCountries.includes(countryCode.toUpperCase())
}

export interface OfferRates {
  nominalRate: DecimalString
  effectiveRate: DecimalString
}

/** The rate the portal of `countryCode` shows for an offer: effective or nominal. */
export function displayedRate(offer: OfferRates, countryCode: string): DecimalString {
  return showsEffectiveRate(countryCode) ? offer.effectiveRate : offer.nominalRate
}

/**
 * A bank date (`2026-12-02`) or instant as the pages write dates (`dateStyle: 'medium'`): "02.12.2026"
 * in de-DE, "2 déc. 2026" in fr-FR. Bank dates are UTC dates, so the day never shifts.
 */
export function formatDate(date: string, tag: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date
  return dateFormat(tag).format(new Date(instant))
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numericDateFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * A bank date in the language's all-digit form, which its spreadsheets read as a date: 01.06.2026
 * (de, pl, fi), 01/06/2026 (en-GB, fr, it, es), 06/01/2026 (en-US), 01-06-2026 (nl).
 */
export function formatNumericDate(date: string, tag: string): string {
  let format = numericDateFormats.get(tag)
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    })
    numericDateFormats.set(tag, format)
  }
  return format.format(new Date(`${date}T00:00:00Z`))
}

function dateFormat(tag: string): Intl.DateTimeFormat {
  let format = dateFormats.get(tag)
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' })
    dateFormats.set(tag, format)
  }
  return format
}

/**
 * A decimal string with the language's decimal separator and no grouping, as spreadsheets of that
 * language read it: "1234.56" → "1234,56" in de-DE. Keeps exactly the digits it is given.
 */
export function formatDecimal(value: string, tag: string): string {
  const digits = value.split('.')[1]?.length ?? 0
  return (
    numberFormat(tag, {
      useGrouping: false,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
      .format(value as NumericString)
      // Finnish (and Swedish) write a minus sign (U+2212) that spreadsheets read as text
      .replace('\u2212', '-')
  )
}

/**
 * The field separator of a CSV file for spreadsheets of that language: a semicolon where the
 * decimal separator is a comma (de, fr, es, it, nl, pl, fi), a comma elsewhere.
 */
export function spreadsheetSeparator(tag: string): ',' | ';' {
  return formatDecimal('0.5', tag).includes(',') ? ';' : ','
}

/** A country's name in the language of `tag` (`DE` → "Deutschland" for de-DE); the code if none. */
export function formatCountryName(code: string, tag: string): string {
  let names = regionNames.get(tag)
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'region' })
    regionNames.set(tag, names)
  }
  return names.of(code) ?? code
}

const regionNames = new Map<string, Intl.DisplayNames>()
