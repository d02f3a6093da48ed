import { z } from 'zod'
import {
  portalClientId,
  revokePath,
  revokeRequestFields,
  tokenPath,
  tokenResponseFields,
} from '../identity-tokens'
import { defineEndpoint } from './endpoint'

export { identityServicePrefix } from '../service-prefixes'
export { portalClientId }

/** Error codes of the identity and registration endpoints (the normalised `code`). */
export const identityErrorCodes = {
  /** Wrong username or password, or an unknown, expired or revoked refresh token. */
  invalidGrant: 'invalidGrant',
  /** Too many failed logins for a username or a client address; see `Retry-After`. */
  tooManyAttempts: 'tooManyAttempts',
  registrationNotPossible: 'registrationNotPossible',
  /** Missing, malformed, expired or foreign bearer token. */
  unauthenticated: 'unauthenticated',
  /** The token is valid but does not own the resource (spec section 8: 403 is `unauthorized`). */
  unauthorized: 'unauthorized',
  wrongPassword: 'wrongPassword',
} as const

export const PasswordGrant = z.object({
  grant_type: z.literal('password'),
  username: z.string().min(1),
  password: z.string().min(1),
  client_id: z.literal(portalClientId),
})
export type PasswordGrant = z.input<typeof PasswordGrant>

export const RefreshTokenGrant = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1),
  client_id: z.literal(portalClientId).optional(),
})
export type RefreshTokenGrant = z.input<typeof RefreshTokenGrant>

/** Body of the token endpoint; sent form-encoded (JSON is accepted too). */
export const TokenRequest = z.discriminatedUnion('grant_type', [PasswordGrant, RefreshTokenGrant])
export type TokenRequest = z.input<typeof TokenRequest>

export const TokenResponse = z.object(tokenResponseFields)
export type TokenResponse = z.infer<typeof TokenResponse>

/** Error body of the token endpoint: OAuth fields plus the normalised ones. */
export const OAuthErrorBody = z.object({
  status: z.number().int(),
  /** OAuth error, e.g. `invalid_grant`. */
  error: z.string(),
  error_description: z.string(),
  message: z.string(),
  code: z.string(),
})
export type OAuthErrorBody = z.infer<typeof OAuthErrorBody>

export const RevokeRequest = z.object(revokeRequestFields)
export type RevokeRequest = z.input<typeof RevokeRequest>

export const PublicJwk = z.looseObject({
  kty: z.string(),
  kid: z.string(),
  alg: z.string(),
  use: z.string(),
  crv: z.string().optional(),
  x: z.string().optional(),
  y: z.string().optional(),
})
export type PublicJwk = z.infer<typeof PublicJwk>

export const JsonWebKeySet = z.object({ keys: z.array(PublicJwk) })
export type JsonWebKeySet = z.infer<typeof JsonWebKeySet>

export const OpenIdConfiguration = z.looseObject({
  issuer: z.string(),
  jwks_uri: z.string(),
  token_endpoint: z.string(),
  revocation_endpoint: z.string(),
  grant_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
})
export type OpenIdConfiguration = z.infer<typeof OpenIdConfiguration>

/** At least 12 characters with at least one letter and one digit. */
export const NewPassword = z
  .string()
  .min(12, 'At least 12 characters')
  .max(200)
  .regex(/\p{L}/u, 'At least one letter')
  .regex(/\d/, 'At least one digit')

/**
 * Identity provider (`/idp`). Token and revoke take a form body. A body that fails the schema
 * (unknown grant type or client id) answers 400 `invalidRequest`.
 */
export const identityContract = {
  requestToken: defineEndpoint({
    method: 'POST',
    path: tokenPath,
    auth: 'none',
    bodyEncoding: 'form',
    body: TokenRequest,
    response: TokenResponse,
  }),
  revokeToken: defineEndpoint({
    method: 'POST',
    path: revokePath,
    auth: 'none',
    bodyEncoding: 'form',
    body: RevokeRequest,
    response: z.unknown(),
  }),
  getJwks: defineEndpoint({
    method: 'GET',
    path: '/.well-known/jwks.json',
    auth: 'none',
    response: JsonWebKeySet,
  }),
  getOpenIdConfiguration: defineEndpoint({
    method: 'GET',
    path: '/.well-known/openid-configuration',
    auth: 'none',
    response: OpenIdConfiguration,
  }),
}
