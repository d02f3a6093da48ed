import { getLocale } from 'next-intl/server'
import { defaultLocale, isPortalLocale, type PortalLocale } from '@/i18n/locales'

/**
 * The locale of this request for server code, from the one channel: the route's `[locale]`
 * segment, which `pageLocale`/`pageVariant` hand to next-intl for the render and which next-intl
 * also has in server actions and route handlers (the middleware passes the routed locale on).
 * Components read the same locale from the intl context (`usePortalLocale`).
 */
export async function requestLocale(): Promise<PortalLocale> {
  const locale = await getLocale()
  return isPortalLocale(locale) ? locale : defaultLocale
}
