import { z } from 'zod'

/** Claims of the access token the portal reads (spec section 3). The first BAC number is used. */
export const AccessTokenClaims = z.object({
  /** User id. */
  sub: z.string().min(1),
  bac_number: z.array(z.string()),
  /** Expiry in seconds since the epoch. */
  exp: z.number().int(),
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
})
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>

/** The auth object stored for a session. */
export const StoredAuth = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
})
export type StoredAuth = z.infer<typeof StoredAuth>
