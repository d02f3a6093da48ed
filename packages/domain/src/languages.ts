import { defaultLocale } from './locales'
import { type Market, type MarketLanguage, markets, servedLanguages } from './markets'

/**
 * Which language the bank answers in. Pure functions over the market table: a language is
 * served when some market is written in it, and every fallback is a market's own language.
 */

export function isServedLanguage(value: unknown): value is MarketLanguage {
  return typeof value === 'string' && (servedLanguages() as string[]).includes(value)
}

const languageRange = /^([a-z]{2,3})(?:-[a-z0-9]{1,8})*$/i

/**
 * The language ranges of an `Accept-Language` header, best first, each with its primary language:
 * `fr-CH, en;q=0.5` → `fr-CH` (fr), `en` (en). Ranges with q=0, `*` and anything that is not a
 * language range are dropped.
 */
export function acceptedRanges(
  header: string | null | undefined,
): { language: string; range: string }[] {
  if (!header) return []
  const ranked: { language: string; range: string; q: number; at: number }[] = []
  header.split(',').forEach((part, at) => {
    const [range = '', ...parameters] = part.trim().split(';')
    const match = languageRange.exec(range.trim())
    if (!match?.[1]) return
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2))
    if (!Number.isFinite(q) || q <= 0 || q > 1) return
    ranked.push({ language: match[1].toLowerCase(), range: range.trim(), q, at })
  })
  return ranked
    .sort((a, b) => b.q - a.q || a.at - b.at)
    .map(({ language, range }) => ({ language, range }))
}

/** The primary languages of an `Accept-Language` header, best first: `fr-CH, en;q=0.5` → fr, en. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return acceptedRanges(header).map((entry) => entry.language)
}

/**
 * The `Intl` tag of the first served range: the range itself when it names a region (`de-CH`
 * groups with ’), else the market's tag for that language; undefined when none is served.
 */
export function acceptedTag(
  header: string | null | undefined,
  market: Market,
): { language: MarketLanguage; tag: string } | undefined {
  const served = acceptedRanges(header).find((entry) => isServedLanguage(entry.language))
  if (served === undefined || !isServedLanguage(served.language)) return undefined
  const canonical = canonicalTag(served.range)
  const tag = canonical?.includes('-') ? canonical : intlTagFor(served.language, market)
  return { language: served.language, tag }
}

function canonicalTag(range: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(range)[0]
  } catch {
    return undefined
  }
}

/** The first served language of the header; garbage or only unserved ones → `fallback`. */
export function negotiateLanguage(
  header: string | null | undefined,
  fallback: MarketLanguage,
): MarketLanguage {
  return acceptedLanguages(header).find(isServedLanguage) ?? fallback
}

/** A stored preference while some market still serves it, else the market's language. */
export function preferredLanguage(
  stored: string | null | undefined,
  market: Market,
): MarketLanguage {
  return isServedLanguage(stored) ? stored : market.language
}

/** A customer's market: the one of the country they live in, else the default market. */
export function marketOfResidence(countryCode: string | null | undefined): Market {
  const country = countryCode?.toUpperCase()
  return Object.values(markets).find((entry) => entry.country === country) ?? markets[defaultLocale]
}

/**
 * The `Intl` tag to write `language` with for a reader of `market`: the market's own tag when it
 * is written in that language (de-CH groups with ’), else the first market of that language.
 */
export function intlTagFor(language: MarketLanguage, market: Market): string {
  if (market.language === language) return market.intlTag
  return Object.values(markets).find((entry) => entry.language === language)?.intlTag ?? language
}
