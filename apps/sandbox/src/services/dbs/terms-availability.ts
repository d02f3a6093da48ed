import { createHash } from 'node:crypto'

/**
 * The sandbox's deterministic terms outage: an offer whose id hashes to 0 mod 10 (SHA-256 of the
 * offer id, first four bytes as an unsigned big-endian integer) answers 503 `termsUnavailable`,
 * so the portal's "US product terms error" can be shown and tested. About one offer in ten,
 * spread over all banks (a per-bank rule happened to spare every US bank of the seed).
 * `GET /dbs/v1/sandbox/terms-unavailable` lists the affected offers, US dollar offers first.
 */
export function areTermsUnavailable(offerId: string): boolean {
  return createHash('sha256').update(offerId).digest().readUInt32BE(0) % 10 === 0
}
