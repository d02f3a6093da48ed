import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose'
import type { JWKSCacheInput } from 'jose/jwks/remote'
import { beforeAll, describe, expect, it } from 'vitest'
import { identityKeySet } from './jwks'

const url = new URL('http://idp.test/.well-known/jwks.json')
let token: string
let jwks: { keys: object[] }

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('ES256')
  jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }] }
  token = await new SignJWT({ sub: 'u1' })
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setExpirationTime('5m')
    .sign(privateKey)
})

/** A fetch answering the key set while `up.now` is true, refusing the connection otherwise. */
function provider() {
  const up = { now: true, calls: 0 }
  const fetch = async () => {
    up.calls += 1
    if (!up.now) throw new TypeError('fetch failed')
    return new Response(JSON.stringify(jwks), { headers: { 'content-type': 'application/json' } })
  }
  return { up, fetch }
}

describe('identityKeySet', () => {
  it('verifies with the keys of its last answer when a reload gets none', async () => {
    const { up, fetch } = provider()
    const set = identityKeySet(url, {}, { cacheMaxAge: 0, fetch })
    await expect(jwtVerify(token, set.keys)).resolves.toBeDefined()
    up.now = false
    await expect(jwtVerify(token, set.keys)).resolves.toBeDefined()
    expect(up.calls).toBeGreaterThan(1)
  })

  it('lets another bundle verify with the keys loaded at start-up, the provider down', async () => {
    const shared: JWKSCacheInput = {}
    const { up, fetch } = provider()
    await identityKeySet(url, shared, { fetch }).reload()
    up.now = false
    const later = identityKeySet(url, shared, { fetch })
    await expect(jwtVerify(token, later.keys)).resolves.toBeDefined()
  })

  it('verifies nothing when it never had an answer', async () => {
    const { up, fetch } = provider()
    up.now = false
    await expect(jwtVerify(token, identityKeySet(url, {}, { fetch }).keys)).rejects.toThrow()
  })
})
