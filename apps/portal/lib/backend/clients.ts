// Guards every service module of the boundary: they all build their clients here.
import 'server-only'
import { createApiClients } from '@portal/api-clients'
import { marketOf } from '@portal/domain/markets'
import type { Region } from '@portal/domain/region'
import { unstable_rethrow } from 'next/navigation'
import { requestLocale } from '@/lib/page/request-locale'
import { backendConfig } from './client-config'

/**
 * The typed clients of every service for one request (see client-config for the hosts). Every
 * call sends the page's language (`Accept-Language: de-CH`), so the bank answers its texts in it.
 */
export function apiClients(region: Region) {
  return createApiClients({ ...backendConfig(region), language: pageLanguageTag })
}

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
