import { portalClientId as contractClientId } from '@portal/api-clients/contracts/identity'
import type { JWTVerifyGetKey } from 'jose'
import { SignJWT } from 'jose/jwt/sign'
import { exportJWK } from 'jose/key/export'
import { generateKeyPair } from 'jose/key/generate/keypair'
import { beforeAll, describe, expect, it } from 'vitest'
import { portalClientId } from './identity-config'
import { identityKeySet } from './jwks'
import { verifiedTokens } from './verified-tokens'
import { verifyAccessToken } from './verify-access-token'

const issuer = 'http://localhost:8080/idp'
const nowMs = Date.UTC(2026, 0, 1, 12)
const nowS = nowMs / 1000
let keys: CryptoKeyPair
let otherKeys: CryptoKeyPair

beforeAll(async () => {
  keys = await generateKeyPair('ES256')
  otherKeys = await generateKeyPair('ES256')
})

interface TokenSpec {
  exp?: number
  iss?: string
  aud?: string
  alg?: string
  key?: 'own' | 'other'
  claims?: Record<string, unknown>
}

async function token(spec: TokenSpec = {}): Promise<string> {
  const jwt = new SignJWT({ bac_number: ['BAC_1', 'BAC_2'], ...spec.claims })
    .setProtectedHeader({ alg: spec.alg ?? 'ES256' })
    .setSubject('user-1')
    .setIssuer(spec.iss ?? issuer)
    .setAudience(spec.aud ?? portalClientId)
    .setIssuedAt(nowS - 60)
    .setExpirationTime(spec.exp ?? nowS + 60)
  return jwt.sign((spec.key === 'other' ? otherKeys : keys).privateKey)
}

function unsigned(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`
}

async function check(value: string | undefined, offsetMs = 0) {
  return verifyAccessToken(value, {
    keys: keys.publicKey,
    issuer,
    clock: { nowMs, serverTimeOffsetMs: offsetMs },
  })
}

/** A key set given as a function, as the remote one is: jose calls it once per verification. */
function countedKeys(key: 'own' | 'other' = 'own') {
  const counted = {
    verifications: 0,
    keys: (async () => {
      counted.verifications += 1
      return (key === 'other' ? otherKeys : keys).publicKey
    }) as JWTVerifyGetKey,
  }
  return counted
}

interface At {
  keys: JWTVerifyGetKey | CryptoKey
  issuer?: string
  laterMs?: number
  offsetMs?: number
}

async function checkAt(value: string, at: At, memo?: ReturnType<typeof verifiedTokens>) {
  const clock = { nowMs: nowMs + (at.laterMs ?? 0), serverTimeOffsetMs: at.offsetMs ?? 0 }
  return verifyAccessToken(value, { keys: at.keys, issuer: at.issuer ?? issuer, clock }, memo)
}

describe('verifyAccessToken', () => {
  it('uses the client id of the identity contract as audience', () => {
    expect(portalClientId).toBe(contractClientId)
  })

  it.each<[string, () => Promise<string | undefined>, number, 'valid' | 'expired']>([
    ['a valid token', () => token(), 0, 'valid'],
    ['an expired token', () => token({ exp: nowS - 1 }), 0, 'expired'],
    ['expiring exactly now', () => token({ exp: nowS }), 0, 'expired'],
    ['expired, inside a positive offset', () => token({ exp: nowS - 30 }), 60_000, 'valid'],
    ['expired, past the offset', () => token({ exp: nowS - 90 }), 60_000, 'expired'],
    ['valid, but past a negative offset', () => token({ exp: nowS + 30 }), -60_000, 'expired'],
    ['a bad signature', () => token({ key: 'other' }), 0, 'expired'],
    ['a wrong issuer', () => token({ iss: 'https://evil.example/idp' }), 0, 'expired'],
    ['a wrong audience', () => token({ aud: 'another-client' }), 0, 'expired'],
    [
      'alg none',
      async () =>
        unsigned({ sub: 'u', exp: nowS + 60, iss: issuer, aud: 'savings-portal', bac_number: [] }),
      0,
      'expired',
    ],
    ['garbage', async () => 'not.a.jwt', 0, 'expired'],
    ['an empty value', async () => '', 0, 'expired'],
    ['no value', async () => undefined, 0, 'expired'],
    ['an oversized value', async () => 'a'.repeat(20_000), 0, 'expired'],
    ['a token without bac_number', () => token({ claims: { bac_number: 'BAC_1' } }), 0, 'expired'],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await token()).split('.')
        const payload = Buffer.from(JSON.stringify({ sub: 'admin', exp: nowS + 60 })).toString(
          'base64url',
        )
        return `${header}.${payload}.${signature}`
      },
      0,
      'expired',
    ],
  ])('%s → %s', async (_name, make, offsetMs, status) => {
    expect((await check(await make(), offsetMs)).status).toBe(status)
  })

  it('returns the identity of a valid token, first BAC number first', async () => {
    expect(await check(await token())).toEqual({
      status: 'valid',
      identity: { sub: 'user-1', bacNumbers: ['BAC_1', 'BAC_2'], exp: nowS + 60, iat: nowS - 60 },
    })
  })

  it('refuses an HS256 token signed with the public key bytes (algorithm confusion)', async () => {
    const secret = new TextEncoder().encode('x'.repeat(64))
    const hs = await new SignJWT({ bac_number: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuer(issuer)
      .setAudience(portalClientId)
      .setExpirationTime(nowS + 60)
      .sign(secret)
    expect((await check(hs)).status).toBe('expired')
  })

  describe('a token verified once', () => {
    it('is accepted again without a second signature check', async () => {
      const counted = countedKeys()
      const value = await token()
      const first = await checkAt(value, counted)
      expect(first.status).toBe('valid')
      expect(await checkAt(value, { ...counted, laterMs: 30_000 })).toEqual(first)
      expect(counted.verifications).toBe(1)
    })

    it.each<[string, 'valid' | 'expired', TokenSpec, Omit<At, 'keys'> & { firstMs?: number }]>([
      ['just before exp', 'valid', {}, { laterMs: 59_999 }],
      ['at exp', 'expired', {}, { laterMs: 60_000 }],
      ['past exp, inside the offset', 'valid', {}, { laterMs: 89_999, offsetMs: 30_000 }],
      ['past exp and the offset', 'expired', {}, { laterMs: 90_000, offsetMs: 30_000 }],
      ['before exp, past a negative offset', 'expired', {}, { laterMs: 30_000, offsetMs: -30_000 }],
      ['before its nbf', 'expired', { claims: { nbf: nowS + 10 } }, { firstMs: 20_000 }],
    ])('has its time checked again: %s → %s', async (_name, status, spec, later) => {
      const counted = countedKeys()
      const value = await token(spec)
      const memo = verifiedTokens()
      const first = await checkAt(value, { ...counted, laterMs: later.firstMs }, memo)
      expect(first.status).toBe('valid')
      const remembered = await checkAt(value, { ...counted, ...later }, memo)
      expect(remembered.status).toBe(status)
      if (status === 'valid') expect(counted.verifications).toBe(1)
      // the same answer as a verification that remembers nothing
      expect(remembered).toEqual(await checkAt(value, { ...counted, ...later }, verifiedTokens()))
    })

    it('is forgotten once expired, and verified again', async () => {
      const counted = countedKeys()
      const value = await token()
      const memo = verifiedTokens()
      await checkAt(value, counted, memo)
      await checkAt(value, { ...counted, laterMs: 60_000 }, memo)
      const before = counted.verifications
      expect((await checkAt(value, counted, memo)).status).toBe('valid')
      expect(counted.verifications).toBe(before + 1)
    })

    it('is forgotten once expired when a newer token is remembered', async () => {
      const counted = countedKeys()
      const [older, newer] = await Promise.all([token(), token({ exp: nowS + 120 })])
      const memo = verifiedTokens()
      await checkAt(older as string, counted, memo)
      await checkAt(newer as string, { ...counted, laterMs: 60_000 }, memo)
      expect((await checkAt(older as string, counted, memo)).status).toBe('valid')
      expect(counted.verifications).toBe(3)
    })

    it('is refused every time with a bad signature, and never remembered', async () => {
      const counted = countedKeys()
      const value = await token({ key: 'other' })
      for (let i = 0; i < 3; i++) expect((await checkAt(value, counted)).status).toBe('expired')
      expect(counted.verifications).toBe(3)
    })

    it('is not taken for verified by another key set or issuer', async () => {
      const value = await token()
      expect((await checkAt(value, countedKeys())).status).toBe('valid')
      const other = countedKeys('other')
      expect((await checkAt(value, other)).status).toBe('expired')
      expect(other.verifications).toBe(1)
      const sameKeys = countedKeys()
      expect((await checkAt(value, sameKeys)).status).toBe('valid')
      const otherIssuer = { ...sameKeys, issuer: 'https://evil.example/idp' }
      expect((await checkAt(value, otherIssuer)).status).toBe('expired')
      expect(sameKeys.verifications).toBe(2)
    })

    it('is verified again once its key set was loaded anew', async () => {
      const counted = countedKeys()
      let loadedAt = 1
      const keys = Object.assign(counted.keys, { keysLoadedAt: () => loadedAt })
      const memo = verifiedTokens()
      const value = await token()
      for (let i = 0; i < 2; i++)
        expect((await checkAt(value, { keys }, memo)).status).toBe('valid')
      expect(counted.verifications).toBe(1)
      loadedAt = 2
      for (let i = 0; i < 2; i++)
        expect((await checkAt(value, { keys }, memo)).status).toBe('valid')
      expect(counted.verifications).toBe(2)
    })

    it('is refused once the identity provider withdrew its key and the keys were reloaded', async () => {
      const published = { keys: [{ ...(await exportJWK(keys.publicKey)), alg: 'ES256' }] }
      const fetch = async () => Response.json(published)
      const remote = identityKeySet(new URL('http://idp.test/jwks.json'), {}, { fetch })
      await remote.reload()
      const memo = verifiedTokens()
      const value = await token()
      expect((await checkAt(value, { keys: remote.keys }, memo)).status).toBe('valid')
      published.keys = [{ ...(await exportJWK(otherKeys.publicKey)), alg: 'ES256' }]
      // remembered, and the keys not reloaded yet: as the key cache alone would answer
      expect((await checkAt(value, { keys: remote.keys }, memo)).status).toBe('valid')
      await remote.reload()
      expect((await checkAt(value, { keys: remote.keys }, memo)).status).toBe('expired')
    })

    it('is verified again once newer tokens have filled the memo', async () => {
      const counted = countedKeys()
      const memo = verifiedTokens(3)
      const values = await Promise.all([1, 2, 3, 4].map(() => token()))
      for (const value of values) expect((await checkAt(value, counted, memo)).status).toBe('valid')
      expect(counted.verifications).toBe(4)
      await checkAt(values[3] as string, counted, memo)
      expect(counted.verifications).toBe(4)
      expect((await checkAt(values[0] as string, counted, memo)).status).toBe('valid')
      expect(counted.verifications).toBe(5)
    })
  })
})
