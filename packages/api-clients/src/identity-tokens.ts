import * as z from 'zod/mini'

/**
 * The token exchange of the identity provider, defined once with `zod/mini` so that the edge
 * middleware can validate it without the full zod: the identity contract builds its classic
 * schemas from these fields, the edge token client parses with `TokenAnswer`.
 */

/** The portal's OAuth client id; also the `aud` of every access token. */
export const portalClientId = 'savings-portal'

const nonEmpty = () => z.string().check(z.minLength(1))
const positiveInteger = () => z.number().check(z.int(), z.positive())

export const tokenResponseFields = {
  access_token: nonEmpty(),
  /** Opaque; rotates on every use. Reusing a used one revokes the whole session. */
  refresh_token: nonEmpty(),
  token_type: z.literal('Bearer'),
  /** Seconds. */
  expires_in: positiveInteger(),
  /** Seconds. */
  refresh_expires_in: positiveInteger(),
  /** The identity provider's clock in epoch milliseconds, for the session's clock offset. */
  server_time: positiveInteger(),
}

/** Paths of the token exchange under the identity prefix. */
export const tokenPath = '/oauth2/token'
export const revokePath = '/oauth2/revoke'

/** What the portal reads of a token endpoint answer (the rest is the provider's business). */
export const TokenAnswer = z.object({
  access_token: tokenResponseFields.access_token,
  refresh_token: tokenResponseFields.refresh_token,
  server_time: tokenResponseFields.server_time,
})
export type TokenAnswer = z.infer<typeof TokenAnswer>

export const revokeRequestFields = {
  token: z.string(),
  token_type_hint: z.optional(z.string()),
  client_id: z.optional(z.string()),
}
