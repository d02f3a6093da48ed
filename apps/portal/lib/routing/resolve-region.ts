import { type PortalLocale, regionOfLocale } from '@portal/domain/locales'
import type { Region } from '@portal/domain/region'

/** Spec section 9: DEU by default, GBR on .co.uk hosts or the UK locale, USA under /en-us/. */
export function resolveRegion(locale: PortalLocale, host: string): Region {
  if (host.endsWith('.co.uk')) return 'GBR'
  return regionOfLocale(locale)
}
