import { createHash, scryptSync, timingSafeEqual } from 'node:crypto'

const cost = { N: 16_384, r: 8, p: 1 }
const keyLength = 32

/** `scrypt$<salt base64>$<key base64>`. The salt may be fixed so that seeds stay deterministic. */
export function hashPassword(password: string, salt: Buffer): string {
  const key = scryptSync(password, salt, keyLength, cost)
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false
  const expected = Buffer.from(key, 'base64')
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, cost)
  return timingSafeEqual(actual, expected)
}

/** A salt derived from the username: only for deterministic development seeds. */
export function seedSaltFor(username: string): Buffer {
  return createHash('sha256').update(`sandbox-seed:${username}`).digest().subarray(0, 16)
}
