import { createHash } from 'node:crypto'
import type { PublicJwk } from '@portal/api-clients/contracts/identity'
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import type { SandboxOrm } from '../db/database'
import { signingKeys } from '../db/schema'

export const signingAlgorithm = 'ES256'

/** The identity provider's key pair; the public half is published in the JWKS. */
export interface SigningKey {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  publicJwk: PublicJwk
}

/**
 * Loads the signing key from the database, generating and storing one at first start. The
 * `kid` is the key's JWK thumbprint-like SHA-256 of its public coordinates, so it is stable.
 */
export async function loadSigningKey(orm: SandboxOrm): Promise<SigningKey> {
  const [stored] = await orm.select().from(signingKeys).limit(1)
  if (stored !== undefined) return importSigningKey(stored.kid, stored.privateJwk, stored.publicJwk)
  const pair = await generateKeyPair(signingAlgorithm, { extractable: true })
  const privateJwk = await exportJWK(pair.privateKey)
  const publicJwk = await exportJWK(pair.publicKey)
  const kid = createHash('sha256')
    .update(`${publicJwk.crv}:${publicJwk.x}:${publicJwk.y}`)
    .digest('base64url')
    .slice(0, 16)
  const inserted = await orm
    .insert(signingKeys)
    .values({
      kid,
      algorithm: signingAlgorithm,
      privateJwk,
      publicJwk,
      createdAt: new Date().toISOString(),
    })
    .onConflictDoNothing()
    .returning()
  // Another start won the race: use the key it stored.
  if (inserted.length === 0) return loadSigningKey(orm)
  return importSigningKey(kid, privateJwk, publicJwk)
}

async function importSigningKey(kid: string, privateJwk: JWK, publicJwk: JWK): Promise<SigningKey> {
  const privateKey = await importJWK(privateJwk, signingAlgorithm)
  const publicKey = await importJWK(publicJwk, signingAlgorithm)
  if (!(privateKey instanceof CryptoKeyClass) || !(publicKey instanceof CryptoKeyClass)) {
    throw new Error('The stored signing key is not an EC key')
  }
  return {
    kid,
    privateKey,
    publicKey,
    publicJwk: {
      kty: publicJwk.kty ?? 'EC',
      crv: publicJwk.crv,
      x: publicJwk.x,
      y: publicJwk.y,
      kid,
      alg: signingAlgorithm,
      use: 'sig',
    },
  }
}

const CryptoKeyClass = globalThis.CryptoKey
