import { BankSlug, OfferId } from '@portal/domain/ids'
import { CountryCode } from '@portal/domain/primitives'
import { z } from 'zod'

/**
 * The backend's notice to the portal that public data changed, so the portal revalidates the
 * cache tags of what it shows (`POST /api/revalidate.json` of the portal). The body is signed:
 * `x-portal-signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` with a shared secret,
 * `x-portal-timestamp: <unix seconds>`; older notices are refused (replays).
 */
export const revalidationPath = '/api/revalidate.json'

export const revalidationHeaders = {
  signature: 'x-portal-signature',
  timestamp: 'x-portal-timestamp',
} as const

/** How old a notice may be, in seconds, either way (clocks of two hosts). */
export const revalidationMaxAgeSeconds = 300

/**
 * The shared secret of local runs (sandbox and portal both default to it when not deployed).
 * A marked development value: a deployed portal never accepts it.
 */
export const developmentRevalidationSecret =
  'development-only-revalidation-secret-not-for-deployment'

export const ChangedOffer = z.object({
  offerId: OfferId,
  bankSlug: BankSlug,
  countryCode: CountryCode,
})
export type ChangedOffer = z.infer<typeof ChangedOffer>

export const OffersChanged = z.object({
  event: z.literal('offers.changed'),
  offers: z.array(ChangedOffer).min(1).max(1000),
})
export type OffersChanged = z.infer<typeof OffersChanged>

export const RevalidationNotice = z.discriminatedUnion('event', [OffersChanged])
export type RevalidationNotice = z.infer<typeof RevalidationNotice>

/** What is signed: the timestamp header and the exact body bytes. */
export function signedContent(timestamp: string, body: string): string {
  return `${timestamp}.${body}`
}
