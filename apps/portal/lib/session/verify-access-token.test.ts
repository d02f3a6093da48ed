import { portalClientId as contractClientId } from '@portal/api-clients/contracts/identity'
import { SignJWT } from 'jose/jwt/sign'
import { generateKeyPair } from 'jose/key/generate/keypair'
import { beforeAll, describe, expect, it } from 'vitest'
import { portalClientId } from './identity-config'
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
})
