import 'server-only'
import { defaultRegion, isRegion, type Region } from '@portal/domain/region'
import { headers } from 'next/headers'
import { nonceHeader, regionHeader } from './request-headers'

/** The region the middleware resolved for this request (DEU when called outside a request). */
export async function getRegion(): Promise<Region> {
  const marker = (await headers()).get(regionHeader)?.toUpperCase()
  return isRegion(marker) ? marker : defaultRegion
}

/** The CSP nonce of this response, for inline scripts that must run. */
export async function getNonce(): Promise<string | undefined> {
  return (await headers()).get(nonceHeader) ?? undefined
}
