import type { Region } from '@portal/domain/region'
import type { JWTVerifyGetKey } from 'jose'
import { JWKSNoMatchingKey } from 'jose/errors'
import { createLocalJWKSet } from 'jose/jwks/local'
import {
  createRemoteJWKSet,
  customFetch,
  type FetchImplementation,
  type JWKSCacheInput,
  jwksCache,
} from 'jose/jwks/remote'
import { identityKeysUrl } from '@/lib/backend/identity'
import type { LoadedKeySet } from './verified-tokens'

/**
 * The key sets jose fetched, per URL and per process: route handlers, pages and the start-up
 * (instrumentation) are separate bundles with their own module state, and a route handler's first
 * verification must not need the identity provider (down, it would call a valid session expired).
 */
const shared = globalThis as { portalIdentityKeyCaches?: Map<string, JWKSCacheInput> }
shared.portalIdentityKeyCaches ??= new Map()
const caches = shared.portalIdentityKeyCaches
const keySets = new Map<string, { keys: JWTVerifyGetKey; reload: () => Promise<void> }>()

/**
 * A provider's key set: fetched and cached by jose in `cache`; when a reload gets no answer, the
 * keys of the last answer (this set's, or another bundle's in the shared cache) still verify.
 */
export function identityKeySet(
  url: URL,
  cache: JWKSCacheInput,
  options: { cacheMaxAge?: number; fetch?: FetchImplementation } = {},
) {
  const remote = createRemoteJWKSet(url, {
    cacheMaxAge: options.cacheMaxAge ?? 600_000,
    timeoutDuration: 5000,
    [jwksCache]: cache,
    ...(options.fetch ? { [customFetch]: options.fetch } : {}),
  })
  const keys: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remote(header, token)
    } catch (error) {
      const known = remote.jwks() ?? ('jwks' in cache ? cache.jwks : undefined)
      if (!known || error instanceof JWKSNoMatchingKey) throw error
      return createLocalJWKSet(known)(header, token)
    }
  }
  // jose stamps the shared cache with each load's time, whichever bundle loaded
  const keysLoadedAt = () => ('uat' in cache ? cache.uat : undefined)
  return {
    keys: Object.assign(keys, { keysLoadedAt }) as JWTVerifyGetKey & LoadedKeySet,
    reload: () => remote.reload(),
  }
}

function keySetOf(region: Region) {
  const url = identityKeysUrl(region)
  let set = keySets.get(url)
  if (!set) {
    const cache: JWKSCacheInput = caches.get(url) ?? {}
    caches.set(url, cache)
    set = identityKeySet(new URL(url), cache)
    keySets.set(url, set)
  }
  return set
}

/** The identity provider's signing keys, fetched once per URL and cached by jose (10 min). */
export function identityKeys(region: Region): JWTVerifyGetKey {
  return keySetOf(region).keys
}

/** Fetches a region's keys now (at start-up); a provider that does not answer is asked later. */
export async function loadIdentityKeys(region: Region): Promise<void> {
  await keySetOf(region)
    .reload()
    .catch(() => undefined)
}
