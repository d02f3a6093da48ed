import type { Environment } from '@portal/domain'
import type { Region } from '@portal/domain/region'
import type { ServiceDefinition } from './services'

/** Every region runs on the same local port (the sandbox). */
export const localBaseUrl = 'http://localhost:8080'

const regionLabel: Record<Region, string> = { DEU: 'deu', GBR: 'gbr', USA: 'usa' }

/**
 * Base host of the API per region and environment. Hosts outside local are fictional, under the
 * reserved `.example` TLD: `https://api.deu.savings-portal.example` in production,
 * `https://api.deu.staging.savings-portal.example` elsewhere.
 */
export function apiHost(region: Region, environment: Environment): string {
  if (environment === 'local') return localBaseUrl
  const stage = environment === 'production' ? '' : `.${environment}`
  return `https://api.${regionLabel[region]}${stage}.savings-portal.example`
}

/** The alternate API host: the leading `api` label becomes `api2`. Other hosts are unchanged. */
export function alternateApiHost(host: string): string {
  return host.replace(/^(https?:\/\/)api\./, '$1api2.')
}

export interface HostConfig {
  region: Region
  environment: Environment
  /** Replaces the host of every service (tests and the sandbox pass `PORTAL_API_BASE_URL`). */
  baseUrl?: string | undefined
}

/** Host plus prefix of a service, without a trailing slash. */
export function serviceBaseUrl(service: ServiceDefinition, config: HostConfig): string {
  const host = config.baseUrl
    ? config.baseUrl.replace(/\/+$/, '')
    : apiHost(config.region, config.environment)
  const chosen = service.alternateHost && !config.baseUrl ? alternateApiHost(host) : host
  return `${chosen}${service.prefix}`
}
