import {
  createHmac,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
} from 'node:crypto'

/** JWTs made with node:crypto only, for the hostile-token cases of the security suite. */

export type Claims = Record<string, unknown>
export type Header = Record<string, unknown>

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An ES256 JWS over `header.claims`, signed with `key` (an EC P-256 private key). */
export function signEs256(header: Header, claims: Claims, key: KeyObject): string {
  const input = `${part({ alg: 'ES256', typ: 'JWT', ...header })}.${part(claims)}`
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' })
  return `${input}.${signature.toString('base64url')}`
}

/** An unsigned token (`alg: none`), with an empty signature part. */
export function unsignedToken(claims: Claims, alg = 'none'): string {
  return `${part({ alg, typ: 'JWT' })}.${part(claims)}.`
}

/** HS256 with `secret` (the alg-confusion trick: the public key as an HMAC secret). */
export function signHs256(header: Header, claims: Claims, secret: string): string {
  const input = `${part({ alg: 'HS256', typ: 'JWT', ...header })}.${part(claims)}`
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`
}

export function generatedEcKey(): KeyObject {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
}

export function ecKeyFromJwk(jwk: Record<string, unknown>): KeyObject {
  return createPrivateKey({ key: jwk, format: 'jwk' })
}

export interface TokenFacts {
  issuer: string
  audience: string
  kid: string
  /** The identity provider's real private key (read from the sandbox's database). */
  realKey: KeyObject
  /** The JWKS public key as served, for the HS256 confusion case. */
  publicJwkJson: string
  sub: string
  bacNumbers: string[]
}

/** Claims the identity provider would issue, valid for five minutes. */
export function validClaims(facts: TokenFacts, nowSeconds = Math.floor(Date.now() / 1000)) {
  return {
    sub: facts.sub,
    bac_number: facts.bacNumbers,
    iss: facts.issuer,
    aud: facts.audience,
    iat: nowSeconds,
    exp: nowSeconds + 300,
  }
}

/** Named hostile tokens: none may ever be accepted as a session or a bearer. */
export function hostileTokens(facts: TokenFacts): [name: string, token: string][] {
  const now = Math.floor(Date.now() / 1000)
  const claims = validClaims(facts, now)
  const kid = { kid: facts.kid }
  const forgedKey = generatedEcKey()
  const garbageBody = Buffer.from('not json').toString('base64url')
  return [
    ['forged: signed with a key made in the test, real kid', signEs256(kid, claims, forgedKey)],
    [
      'forged: foreign BAC numbers, own key',
      signEs256(kid, { ...claims, bac_number: ['BAC_1000000002'] }, forgedKey),
    ],
    ['alg none', unsignedToken(claims)],
    ['alg None', unsignedToken(claims, 'None')],
    [
      'alg none with the real signature kept',
      `${unsignedToken(claims).slice(0, -1)}.${signEs256(kid, claims, facts.realKey).split('.')[2]}`,
    ],
    ['HS256 with the public JWK as secret', signHs256(kid, claims, facts.publicJwkJson)],
    [
      'expired (real key)',
      signEs256(kid, { ...claims, iat: now - 3600, exp: now - 1800 }, facts.realKey),
    ],
    [
      'not yet valid (real key, nbf in an hour)',
      signEs256(kid, { ...claims, nbf: now + 3600 }, facts.realKey),
    ],
    [
      'wrong issuer (real key)',
      signEs256(kid, { ...claims, iss: 'https://evil.example/idp' }, facts.realKey),
    ],
    [
      'wrong audience (real key)',
      signEs256(kid, { ...claims, aud: 'someone-else' }, facts.realKey),
    ],
    ['no exp (real key)', signEs256(kid, { ...claims, exp: undefined }, facts.realKey)],
    ['signature bit-flipped', flipLastChar(signEs256(kid, claims, facts.realKey))],
    ['garbage', 'garbage'],
    ['three dots of garbage', `${garbageBody}.${garbageBody}.${garbageBody}`],
    ['empty parts', '..'],
    ['oversized (10 kB)', signEs256(kid, { ...claims, pad: 'x'.repeat(10_000) }, forgedKey)],
  ]
}

function flipLastChar(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A'
  return `${token.slice(0, -2)}${last}${token.slice(-1)}`
}
