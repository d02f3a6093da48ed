import 'server-only'
import { configuredSiteOrigin, localSiteOrigin } from './configured-site-origin'

/**
 * Origin for canonical, hreflang and referral URLs: PORTAL_SITE_URL. Pages shared by every
 * visitor and host never see the request, so it is never the Host header; a deployed portal
 * refuses to start without it (lib/env-startup), and a local run without it uses the local origin.
 */
export async function siteOrigin(): Promise<string> {
  return configuredSiteOrigin() ?? localSiteOrigin
}
