// Guards every service module of the boundary: they all build their clients here.
import 'server-only'
import { createApiClients } from '@portal/api-clients'
import { marketOf } from '@portal/domain/markets'
import type { Region } from '@portal/domain/region'
import { unstable_rethrow } from 'next/navigation'
import { edgeEnv } from '@/lib/edge-env'
import { requestLocale } from '@/lib/page/request-locale'
import { backendConfig } from './client-config'

/**
 * The typed clients of every service for one request (see client-config for the hosts). Every
 * call sends the page's language (`Accept-Language: de-CH`), so the bank answers its texts in it.
 */
export function apiClients(region: Region): ApiClients {
  // Built once per region and configuration, not per call: each holds a function per endpoint of
  // every service; the language is asked per call, so one set serves every request.
  const env = edgeEnv()
  let byRegion = clientsByEnv.get(env)
  if (byRegion === undefined) {
    byRegion = new Map()
    clientsByEnv.set(env, byRegion)
  }
  let clients = byRegion.get(region)
  if (clients === undefined) {
    clients = createApiClients({ ...backendConfig(region), language: pageLanguageTag })
    byRegion.set(region, clients)
  }
  return clients
}

type ApiClients = ReturnType<typeof createApiClients>

/** Keyed by the parsed environment, which stays the same object while no variable changes. */
const clientsByEnv = new WeakMap<object, Map<Region, ApiClients>>()

/** The `Intl` tag of the page being served; none outside a request (the bank then chooses). */
async function pageLanguageTag(): Promise<string | undefined> {
  try {
    return marketOf(await requestLocale()).intlTag
  } catch (error) {
    // Next's own signals (a static render reaching for the request) must reach Next
    unstable_rethrow(error)
    return undefined
  }
}
