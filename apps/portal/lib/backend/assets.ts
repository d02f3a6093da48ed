import 'server-only'
import { apiHost } from '@portal/api-clients/hosts'
import type { Region } from '@portal/domain/region'
import { serverEnv } from '@/lib/env'
import { cacheTags, publicRead } from './read-policy'
import { failed, ok, type ServiceResult } from './service-result'

/**
 * Bank logos, content pictures and documents of the API host (`/assets`), as bytes for the
 * portal's own asset route, written in `language` (the page's `Intl` tag, sent as
 * `Accept-Language` like every call of the clients). Binary, so read with fetch here rather than
 * through the JSON request core. The data cache keys a read by its headers too, so one language's
 * document is never served for another.
 */
export async function getAsset(
  region: Region,
  path: readonly string[],
  language: string,
): Promise<ServiceResult<ArrayBuffer>> {
  const env = serverEnv()
  const base = env.PORTAL_API_BASE_URL ?? apiHost(region, env.PORTAL_ENV)
  const upstream = await fetch(`${base}/assets/${path.join('/')}`, {
    ...publicRead(cacheTags.assets),
    headers: { 'accept-language': language },
  }).catch(() => undefined)
  if (upstream?.status === 404) return failed({ reason: 'notFound', code: 'notFound', status: 404 })
  if (!upstream?.ok) return failed({ reason: 'unanswered', code: '', status: 502 })
  return ok(await upstream.arrayBuffer())
}
