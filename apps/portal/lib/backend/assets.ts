import 'server-only'
import { apiHost } from '@portal/api-clients/hosts'
import type { Region } from '@portal/domain/region'
import { serverEnv } from '@/lib/env'
import { cacheTags, publicRead } from './read-policy'

/**
 * Bank logos and documents of the API host (`/assets`), as bytes for the portal's own asset
 * route. Binary, so read with fetch here rather than through the JSON request core.
 */
export type AssetAnswer = { found: true; bytes: ArrayBuffer } | { found: false; status: 404 | 502 }

export async function getAsset(region: Region, path: readonly string[]): Promise<AssetAnswer> {
  const env = serverEnv()
  const base = env.PORTAL_API_BASE_URL ?? apiHost(region, env.PORTAL_ENV)
  const upstream = await fetch(
    `${base}/assets/${path.join('/')}`,
    publicRead(cacheTags.assets),
  ).catch(() => undefined)
  if (!upstream?.ok) return { found: false, status: upstream?.status === 404 ? 404 : 502 }
  return { found: true, bytes: await upstream.arrayBuffer() }
}
