import { createHash, scryptSync, timingSafeEqual } from 'node:crypto'

/**
 * scrypt's CPU and memory cost as log2 N: 14 (N = 16,384, r = 8, p = 1) unless the sandbox is
 * started with another (`SANDBOX_PASSWORD_COST`, see config.ts). Each hash records its own, so a
 * hash keeps verifying after the setting changes.
 */
export const defaultPasswordCost = 14
const blockSize = 8
const keyLength = 32
let currentCost = defaultPasswordCost

/** The cost of the hashes made from now on (the sandbox's start, a test run's setup). */
export function usePasswordCost(log2N: number): void {
  currentCost = log2N
}

const scrypt = (password: string, salt: Buffer, length: number, log2N: number) =>
  // 128 · N · r bytes; scrypt's default ceiling of 32 MiB is reached at log2 N = 15
  scryptSync(password, salt, length, {
    N: 2 ** log2N,
    r: blockSize,
    p: 1,
    maxmem: 256 * 2 ** log2N * blockSize,
  })

/**
 * `scrypt$ln=<log2 N>$<salt base64>$<key base64>`. The salt may be fixed so that seeds stay
 * deterministic.
 */
export function hashPassword(password: string, salt: Buffer): string {
  const key = scrypt(password, salt, keyLength, currentCost)
  return `scrypt$ln=${currentCost}$${salt.toString('base64')}$${key.toString('base64')}`
}

/** The cost, salt and key of a stored hash; hashes of before the cost was recorded are 14. */
function partsOf(stored: string) {
  const parts = stored.split('$')
  if (parts[0] !== 'scrypt') return null
  if (parts.length === 3) return { log2N: defaultPasswordCost, salt: parts[1], key: parts[2] }
  const log2N = Number(/^ln=(\d+)$/.exec(parts[1] ?? '')?.[1])
  if (parts.length !== 4 || !Number.isInteger(log2N) || log2N < 1 || log2N > 20) return null
  return { log2N, salt: parts[2], key: parts[3] }
}

export function verifyPassword(password: string, stored: string): boolean {
  const parts = partsOf(stored)
  if (parts?.salt === undefined || parts.key === undefined) return false
  const expected = Buffer.from(parts.key, 'base64')
  const actual = scrypt(password, Buffer.from(parts.salt, 'base64'), expected.length, parts.log2N)
  return timingSafeEqual(actual, expected)
}

/** A salt derived from the username: only for deterministic development seeds. */
export function seedSaltFor(username: string): Buffer {
  return createHash('sha256').update(`sandbox-seed:${username}`).digest().subarray(0, 16)
}
