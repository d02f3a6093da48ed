import { usePasswordCost } from '../auth/password-hash'

/**
 * The tests' scrypt cost (log2 N): the lowest the sandbox accepts, 16 times cheaper than the
 * default. The runs hash and verify some hundred passwords (seeds, personas, logins); at 14 that
 * was a tenth of the sandbox tests' CPU. Every hash records its cost, so nothing else differs.
 */
export const testPasswordCost = 10

/** Hashes made in this process from now on use the tests' cost. */
export function useTestPasswordCost(): void {
  usePasswordCost(testPasswordCost)
}
