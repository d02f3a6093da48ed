import {
  defaultLocale,
  localeInfos,
  type PortalLocale,
  portalLocales,
} from '@portal/domain/locales'

export interface PageAlternates {
  canonical: string
  /** hreflang (BCP-47 tag, plus x-default) to absolute URL. */
  languages: Record<string, string>
}

/**
 * Canonical URL and hreflang alternates of a page that exists in every locale. `path` is the part
 * after the locale (`/banks/x`, or '' for the locale's home); x-default points at the default
 * locale's version.
 */
export function pageAlternates(origin: string, locale: PortalLocale, path: string): PageAlternates {
  const base = origin.replace(/\/+$/, '')
  const suffix = path === '' || path.startsWith('/') ? path : `/${path}`
  const urlOf = (target: PortalLocale) => `${base}/${target}${suffix}`
  const languages: Record<string, string> = {}
  for (const target of portalLocales) languages[localeInfos[target].tag] = urlOf(target)
  languages['x-default'] = urlOf(defaultLocale)
  return { canonical: urlOf(locale), languages }
}
