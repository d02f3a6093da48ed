import { isPortalLocale, type PortalLocale } from '@portal/domain/locales'

export interface RoutingHosts {
  countryHosts: Readonly<Record<string, string>>
  comHosts: readonly string[]
}

export type HostMode = { mode: 'country'; locale: PortalLocale } | { mode: 'com' }

/**
 * Country domains (and their `*.localhost` aliases) decide the locale; .com hosts and every
 * unknown host take the locale from the first path segment.
 */
export function resolveHostMode(host: string, hosts: RoutingHosts): HostMode {
  const locale = Object.hasOwn(hosts.countryHosts, host) ? hosts.countryHosts[host] : undefined
  return isPortalLocale(locale) ? { mode: 'country', locale } : { mode: 'com' }
}
