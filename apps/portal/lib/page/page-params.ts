import 'server-only'
import { localeInfos } from '@portal/domain/locales'
import type { Region } from '@portal/domain/region'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isPortalLocale, type PortalLocale } from '@/i18n/locales'
import type { ServiceResult } from '@/lib/backend/service-result'
import { recordOrNull } from './page-data'
import { setPageHost } from './page-links'
import { decodePageVariant, type PageVariant, searchParamsOf } from './page-variant'

/** The locale param every page has; pages (not the locale's layout) also have the variant. */
export type LocaleParams = Promise<{ locale: string; variant?: string }>

/** The params of every page: the locale and the `[variant]` segment the middleware wrote. */
export type VariantParams = Promise<{ locale: string; variant: string }>

/**
 * The route's locale, or the 404 page for anything else; also fixes next-intl's locale and, below
 * the variant segment, the host mode of the page's links (lib/page/page-links).
 */
export async function pageLocale(params: LocaleParams): Promise<PortalLocale> {
  const { locale, variant } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  const decoded = variant === undefined ? null : decodePageVariant(locale, variant)
  if (decoded) setPageHost(decoded.countryHost)
  return locale
}

/** The route's page variant (lib/page/page-variant), or the 404 page for a segment that is none. */
export async function pageVariant(params: VariantParams): Promise<PageVariant> {
  const { locale, variant } = await params
  const decoded = decodePageVariant(locale, variant)
  if (!decoded) notFound()
  setRequestLocale(decoded.locale)
  setPageHost(decoded.countryHost)
  return decoded
}

/** The route's locale and its market (country, region, language tag). */
export async function pageMarket(params: LocaleParams) {
  const locale = await pageLocale(params)
  return { locale, market: localeInfos[locale] }
}

/** A shared page's locale, market and query (the page variant segment's, as Next gives `searchParams`). */
export async function pageQuery(params: VariantParams) {
  const variant = await pageVariant(params)
  return {
    locale: variant.locale,
    market: localeInfos[variant.locale],
    query: searchParamsOf(variant),
  }
}

/**
 * The backend record a page is about (a bank by slug, an offer by id), read for the page's market,
 * with the locale and market: `record` is null when the backend does not know it or the market
 * does not sell it (metadata then says nothing, the page 404s).
 */
export async function pageRecord<Key extends string, Found>(
  params: Promise<{ locale: string } & Record<Key, string>>,
  key: Key,
  load: (region: Region, id: string, market: PortalLocale) => Promise<ServiceResult<Found>>,
) {
  const [{ locale, market }, values] = await Promise.all([pageMarket(params), params])
  return { locale, market, record: recordOrNull(await load(market.region, values[key], locale)) }
}
