import type { ApiClientConfig } from '@portal/api-clients/config'
import type { Region } from '@portal/domain/region'
import { edgeEnv } from '@/lib/edge-env'

/**
 * How every client of the portal reaches the backend for a region: the hosts of PORTAL_ENV, or
 * PORTAL_API_BASE_URL for every service (tests, the sandbox on another port). Edge-safe: the
 * middleware's token and probe calls use it as the server's typed clients do.
 */
export function backendConfig(
  region: Region,
  fetchImpl?: typeof fetch,
): ApiClientConfig & { baseUrl: string | undefined } {
  const env = edgeEnv()
  return {
    region,
    environment: env.PORTAL_ENV,
    baseUrl: env.PORTAL_API_BASE_URL,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  }
}
