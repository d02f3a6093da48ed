import { generateKeyPair } from 'jose'
import { describe, expect, it } from 'vitest'
import { issueAccessToken, verifyAccessToken } from './access-token'
import { readIdentityConfig } from './identity-config'
import { type SigningKey, signingAlgorithm } from './signing-key'

async function newKey(kid: string): Promise<SigningKey> {
  const pair = await generateKeyPair(signingAlgorithm)
  return { kid, privateKey: pair.privateKey, publicKey: pair.publicKey } as SigningKey
}

describe('verifyAccessToken, with the verified tokens remembered', () => {
  const user = { id: 'user-1', bacNumbers: ['BAC_1000000001'], sessionId: 'session-1' }

  it('accepts a token again until the second it expires, then refuses it', async () => {
    let now = Date.parse('2026-11-28T10:00:00Z')
    const config = { ...readIdentityConfig({}, 8080), now: () => now }
    const key = await newKey('k1')
    const token = await issueAccessToken(user, key, config)
    const expected = { userId: 'user-1', bacNumbers: ['BAC_1000000001'], sessionId: 'session-1' }
    expect(await verifyAccessToken(token, key, config)).toEqual(expected)
    now += (config.accessTokenTtlSeconds - 1) * 1000
    expect(await verifyAccessToken(token, key, config)).toEqual(expected)
    now += 1000
    expect(await verifyAccessToken(token, key, config)).toBeUndefined()
  })

  it('refuses a remembered token under another key, and an altered copy of it', async () => {
    const config = readIdentityConfig({}, 8080)
    const key = await newKey('k1')
    const token = await issueAccessToken(user, key, config)
    expect(await verifyAccessToken(token, key, config)).toBeDefined()
    expect(await verifyAccessToken(token, await newKey('k2'), config)).toBeUndefined()
    const [header, payload, signature = ''] = token.split('.')
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
    expect(await verifyAccessToken(`${header}.${payload}.${otherSignature}`, key, config)).toBe(
      undefined,
    )
  })

  it('hands out the claims read only: one caller cannot change what the next one reads', async () => {
    const config = readIdentityConfig({}, 8080)
    const key = await newKey('k1')
    const token = await issueAccessToken(user, key, config)
    const first = await verifyAccessToken(token, key, config)
    expect(() => first?.bacNumbers.push('BAC_1000000002')).toThrow(TypeError)
    expect((await verifyAccessToken(token, key, config))?.bacNumbers).toEqual(['BAC_1000000001'])
  })
})
