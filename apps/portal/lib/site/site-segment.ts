import { isPortalLocale, type PortalLocale } from '@portal/domain/locales'

/**
 * What a page of the one route tree may depend on besides its path: the locale, whether the
 * visitor has made a consent choice (the banner shows until then, also without JavaScript), the
 * login state and, for pages shared by every visitor, the query (filters, sorting, page numbers). The middleware
 * writes it into the first path segment of the internal rewrite, so a shared page reads it from
 * its params and stays cacheable: one rendering per locale, choice and query.
 */
export interface Site {
  locale: PortalLocale
  consentChosen: boolean
  /**
   * The middleware verified a session for this request. Only pages of a visitor carry it, never
   * shared ones; it changes what the shell shows, never what data a page may read.
   */
  loggedIn: boolean
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

/** `de-de` for a first visit without query; `de-de~c`, `de-de~cl`, `de-de~-~<query>` otherwise. */
export function encodeSite(site: Site): string {
  const flags = `${site.consentChosen ? 'c' : ''}${site.loggedIn ? 'l' : ''}` || '-'
  if (site.query !== '') return [site.locale, flags, toBase64Url(site.query)].join(separator)
  return flags === '-' ? site.locale : `${site.locale}${separator}${flags}`
}

const knownFlags = new Set(['-', 'c', 'l', 'cl'])

/** The site of a first path segment, or null when it is not one `encodeSite` writes. */
export function decodeSite(segment: string): Site | null {
  const [locale = '', flags, encodedQuery, ...rest] = decodeURIComponent(segment).split(separator)
  if (!isPortalLocale(locale) || rest.length > 0) return null
  if (flags === undefined) return { locale, consentChosen: false, loggedIn: false, query: '' }
  if (!knownFlags.has(flags)) return null
  const consentChosen = flags.includes('c')
  const loggedIn = flags.includes('l')
  if (encodedQuery === undefined) {
    return flags === '-' ? null : { locale, consentChosen, loggedIn, query: '' }
  }
  const query = fromBase64Url(encodedQuery)
  if (query === null || query === '') return null
  return { locale, consentChosen, loggedIn, query }
}

/** The query of a site as the record Next gives pages for `searchParams` (repeated keys listed). */
export function searchParamsOf(site: Site): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(site.query)) {
    const existing = record[key]
    record[key] = existing === undefined ? value : [existing, value].flat()
  }
  return record
}
