import 'server-only'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isPortalLocale, type PortalLocale } from '@/i18n/locales'

export type LocaleParams = Promise<{ locale: string }>

/** The route's locale, or the 404 page for anything else; also fixes next-intl's locale. */
export async function pageLocale(params: LocaleParams): Promise<PortalLocale> {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
