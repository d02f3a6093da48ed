import 'server-only'
import { createApiClients } from '@portal/api-clients'
import type { Region } from '@portal/domain/region'
import { portalEnvironment } from '@/lib/config/environment'

/** Typed clients for one request; PORTAL_API_BASE_URL points every service at one host (tests). */
export function apiClients(region: Region) {
  return createApiClients({
    region,
    environment: portalEnvironment(),
    baseUrl: process.env.PORTAL_API_BASE_URL,
  })
}
