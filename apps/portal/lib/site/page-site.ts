import 'server-only'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isPortalLocale, type PortalLocale } from '@/i18n/locales'
import { decodeSite, type Site } from './site-segment'

/** The locale param every page has. */
export type LocaleParams = Promise<{ locale: string }>

/** The params of every page: the locale and the `[site]` segment the middleware wrote. */
export type SiteParams = Promise<{ locale: string; site: string }>

/** The route's locale, or the 404 page for anything else; also fixes next-intl's locale. */
export async function pageLocale(params: LocaleParams): Promise<PortalLocale> {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}

/** The route's site (lib/site/site-segment), or the 404 page for a segment that is none. */
export async function pageSite(params: SiteParams): Promise<Site> {
  const { locale, site } = await params
  const decoded = decodeSite(locale, site)
  if (!decoded) notFound()
  setRequestLocale(decoded.locale)
  return decoded
}
