import { isPortalLocale, type PortalLocale } from '@portal/domain/locales'

/**
 * A page variant: what a page of the one route tree may depend on besides its path, and so the
 * key under which its rendering is cached: the locale, whether the visitor has made a consent
 * choice (the banner shows until then, also without JavaScript), the login state, whether the
 * visitor addresses a country host (its links carry no locale) and, for pages shared by every
 * visitor, the query (filters, sorting, page numbers). The middleware writes it into the
 * `[variant]` segment of the internal rewrite, so a shared page reads it from its params and stays
 * cacheable: one rendering per locale, host mode, choice and query.
 */
export interface PageVariant {
  locale: PortalLocale
  consentChosen: boolean
  /**
   * The middleware verified a session for this request. Only pages of a visitor carry it, never
   * shared ones; it changes what the shell shows, never what data a page may read.
   */
  loggedIn: boolean
  /**
   * The visitor addresses a country host, whose paths carry no locale (lib/routing/route-request):
   * the page's links are written without it, not under `/<locale>`.
   */
  countryHost: boolean
  /** The query of a shared page without `?`, in the visitor's order; `''` for none. */
  query: string
}

const separator = '~'

function toBase64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null
  try {
    const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    )
  } catch {
    return null
  }
}

/** What the middleware writes into the `[variant]` segment; the locale keeps a segment of its own. */
export type VariantSegment = Omit<PageVariant, 'locale'>

/** Consent chosen, country host, logged in: each flag at most once, in this order. */
const knownFlags = new Set(['', 'c', 'h', 'l', 'ch', 'cl', 'hl', 'chl'])

/**
 * The `[variant]` segment below the locale: `~` for a first visit on the .com domain without
 * query; `~c`, `~h`, `~chl`, `~~<query>`, `~ch~<query>` otherwise. The locale keeps a segment of its own so that the root
 * layout (the html element) is the same for every page of a locale, whatever the visitor.
 */
export function encodeVariantSegment(variant: VariantSegment): string {
  const flags = `${variant.consentChosen ? 'c' : ''}${variant.countryHost ? 'h' : ''}${variant.loggedIn ? 'l' : ''}`
  const query = variant.query === '' ? '' : `${separator}${toBase64Url(variant.query)}`
  return `${separator}${flags}${query}`
}

/** The page variant of a locale and a `[variant]` segment, or null when either is not one the middleware writes. */
export function decodePageVariant(
  localeSegment: string,
  variantSegment: string,
): PageVariant | null {
  const locale = localeSegment
  const segment = decodeURIComponent(variantSegment)
  const [empty, flags = '', encodedQuery, ...rest] = segment.split(separator)
  if (
    !isPortalLocale(locale) ||
    !segment.startsWith(separator) ||
    empty !== '' ||
    rest.length > 0
  ) {
    return null
  }
  if (!knownFlags.has(flags)) return null
  const base = {
    locale,
    consentChosen: flags.includes('c'),
    loggedIn: flags.includes('l'),
    countryHost: flags.includes('h'),
  }
  if (encodedQuery === undefined) return { ...base, query: '' }
  const query = fromBase64Url(encodedQuery)
  return query === null || query === '' ? null : { ...base, query }
}

/** The query of a variant as the record Next gives pages for `searchParams` (repeated keys listed). */
export function searchParamsOf(variant: PageVariant): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(variant.query)) {
    const existing = record[key]
    record[key] = existing === undefined ? value : [existing, value].flat()
  }
  return record
}
