import { timingSafeEqual } from 'node:crypto'
import {
  RevalidationNotice,
  revalidationMaxAgeSeconds,
} from '@portal/api-clients/contracts/revalidation'
import { revalidationSignature } from '@portal/api-clients/revalidation-signature'
import { cacheTags } from './read-policy'

export interface SignedNotice {
  body: string
  signature: string | null
  timestamp: string | null
  secret: string
  nowMs: number
}

export type NoticeCheck =
  | { accepted: true; notice: RevalidationNotice }
  | { accepted: false; reason: 'unsigned' | 'stale' | 'forged' | 'malformed' }

const timestampPattern = /^\d{1,12}$/

/**
 * Checks a revalidation notice of the backend: both headers present, a timestamp within
 * `revalidationMaxAgeSeconds` of now (no replays of old notices), the HMAC compared in constant
 * time, then the body against the contract.
 */
export function checkNotice(input: SignedNotice): NoticeCheck {
  const { signature, timestamp } = input
  if (!signature || !timestamp) return { accepted: false, reason: 'unsigned' }
  if (!timestampPattern.test(timestamp)) return { accepted: false, reason: 'stale' }
  const ageSeconds = Math.abs(input.nowMs / 1000 - Number(timestamp))
  if (ageSeconds > revalidationMaxAgeSeconds) return { accepted: false, reason: 'stale' }
  const expected = Buffer.from(revalidationSignature(input.secret, timestamp, input.body))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { accepted: false, reason: 'forged' }
  }
  let json: unknown
  try {
    json = JSON.parse(input.body)
  } catch {
    return { accepted: false, reason: 'malformed' }
  }
  const notice = RevalidationNotice.safeParse(json)
  return notice.success
    ? { accepted: true, notice: notice.data }
    : { accepted: false, reason: 'malformed' }
}

/** The cache tags of the reads that show what a notice says changed. */
export function tagsOfNotice(notice: RevalidationNotice): string[] {
  const tags = new Set<string>([cacheTags.offers])
  for (const offer of notice.offers) {
    tags.add(cacheTags.offer(offer.offerId))
    tags.add(cacheTags.offerTermsOf(offer.offerId))
    tags.add(cacheTags.offersOfCountry(offer.countryCode))
    tags.add(cacheTags.bank(offer.bankSlug))
  }
  return [...tags]
}
