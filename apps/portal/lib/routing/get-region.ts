import 'server-only'
import { defaultLocale, isPortalLocale, type PortalLocale } from '@portal/domain/locales'
import { defaultRegion, isRegion, type Region } from '@portal/domain/region'
import { headers } from 'next/headers'
import { localeHeader, nonceHeader, regionHeader } from './request-headers'

/** The region the middleware resolved for this request (DEU when called outside a request). */
export async function getRegion(): Promise<Region> {
  const marker = (await headers()).get(regionHeader)?.toUpperCase()
  return isRegion(marker) ? marker : defaultRegion
}

export async function getRequestLocale(): Promise<PortalLocale> {
  const locale = (await headers()).get(localeHeader)
  return isPortalLocale(locale) ? locale : defaultLocale
}

/** The CSP nonce of this response, for inline scripts that must run. */
export async function getNonce(): Promise<string | undefined> {
  return (await headers()).get(nonceHeader) ?? undefined
}
