import type { Region } from '@portal/domain/region'
import type { JWTVerifyGetKey } from 'jose'
import { createRemoteJWKSet } from 'jose/jwks/remote'
import { identityKeysUrl } from '@/lib/backend/identity'

const keySets = new Map<string, JWTVerifyGetKey>()

/** The identity provider's signing keys, fetched once per URL and cached by jose (10 min). */
export function identityKeys(region: Region): JWTVerifyGetKey {
  const url = identityKeysUrl(region)
  let keys = keySets.get(url)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { cacheMaxAge: 600_000, timeoutDuration: 5000 })
    keySets.set(url, keys)
  }
  return keys
}
