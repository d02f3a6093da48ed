import 'server-only'
import { apiHost } from '@portal/api-clients/hosts'
import type { Region } from '@portal/domain/region'
import { getEdgeConfig } from '@/lib/edge-config'
import { edgeEnv } from '@/lib/edge-env'
import { requestHref } from '@/lib/routing/request-href'

export const cockpitIds = ['pension', 'crypto', 'etf'] as const
export type CockpitId = (typeof cockpitIds)[number]

export function isCockpitId(value: string): value is CockpitId {
  return (cockpitIds as readonly string[]).includes(value)
}

/**
 * The link to a cockpit (spec section 2): `auth?next=` to the portal's own cockpit path, which
 * sends a logged-in customer on to the cockpit (the login first, for anyone else).
 */
export async function cockpitHandoverHref(cockpit: CockpitId): Promise<string> {
  const href = await requestHref()
  return href('authHandover', { query: { next: href('investmentCockpit', { cockpit }) } })
}

/**
 * Where a cockpit lives: its configured https host, or in a local run the sandbox's stand-in
 * (`<API base>/cockpits/<id>`), so local runs and tests can follow the handover to its end.
 */
export async function cockpitUrl(cockpit: CockpitId, region: Region): Promise<string> {
  const env = edgeEnv()
  if (env.PORTAL_ENV === 'local') {
    const base = env.PORTAL_API_BASE_URL ?? apiHost(region, 'local')
    return `${base.replace(/\/$/, '')}/cockpits/${cockpit}`
  }
  const hosts = await getEdgeConfig('cockpitHosts')
  return `https://${hosts[cockpit]}/`
}
