// Guards every service module of the boundary: they all build their clients here.
import 'server-only'
import { createApiClients } from '@portal/api-clients'
import type { Region } from '@portal/domain/region'
import { backendConfig } from './client-config'

/** The typed clients of every service for one request (see client-config for the hosts). */
export function apiClients(region: Region) {
  return createApiClients(backendConfig(region))
}
