import type { PortalLocale } from '@portal/domain/locales'

/** What the links of one rendering depend on besides their target. */
export interface LinkBase {
  locale: PortalLocale
  /** Rendered for a country host: its paths carry no locale, only pages of its own locale exist. */
  countryHost: boolean
  /** The .com domain (PORTAL_SITE_URL), where every locale's pages are addressed. */
  siteOrigin: string
}

/** `''` on a country host (its paths carry no locale), `/<locale>` on the .com domain. */
export function basePathOf(locale: string, countryHost: boolean): string {
  return countryHost ? '' : `/${locale}`
}

/**
 * The address of a path (`''`, `/zinsportfolio`, `/press?page=2`) among the pages of `target`
 * as a page of this base links to it: under the locale on the .com domain, without it on the
 * country host of that locale, and on the .com domain from a country host of another locale
 * (no path of that host reaches another locale's pages).
 */
export function localePathHref(base: LinkBase, target: PortalLocale, path: string): string {
  if (!base.countryHost) return `/${target}${path}`
  if (target === base.locale) return path === '' || !path.startsWith('/') ? `/${path}` : path
  return `${base.siteOrigin}/${target}${path}`
}
