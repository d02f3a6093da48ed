import 'server-only'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { PortalLocale } from '@/i18n/locales'
import { decodeSite, type Site } from './site-segment'

/** The `[locale]` param of every route: the site segment the middleware wrote. */
export type LocaleParams = Promise<{ locale: string }>

/** The route's site, or the 404 page for a segment that is none; also fixes next-intl's locale. */
export async function pageSite(params: LocaleParams): Promise<Site> {
  const site = decodeSite((await params).locale)
  if (!site) notFound()
  setRequestLocale(site.locale)
  return site
}

/** The route's locale (see pageSite). */
export async function pageLocale(params: LocaleParams): Promise<PortalLocale> {
  return (await pageSite(params)).locale
}
