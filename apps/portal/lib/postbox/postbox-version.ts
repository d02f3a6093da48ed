import 'server-only'
import type { PortalLocale } from '@portal/domain/locales'
import { headers } from 'next/headers'
import { getPostboxEndpointVersion } from '@/lib/flags'
import { flagProfile } from '@/lib/flags/browser-profile'
import type { PostboxEndpointVersion } from '@/lib/flags/postbox-endpoint'
import { getHost } from '@/lib/routing/get-host'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'

/** Which postbox endpoint this customer's flags choose (`baseCallingPostboxV2EndpointOnCP`). */
export async function postboxVersion(
  session: Session,
  locale: PortalLocale,
): Promise<PostboxEndpointVersion> {
  const region = await getRegion()
  const profile = flagProfile({
    locale,
    region: region.toLowerCase(),
    domain: getHost(await headers()),
    bacNumber: session.bacNumber,
  })
  return getPostboxEndpointVersion(profile)
}
