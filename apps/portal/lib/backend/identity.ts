import { exchangeTokens, revokeToken, type TokenResult } from '@portal/api-clients/edge'
import { serviceBaseUrl } from '@portal/api-clients/hosts'
import { services } from '@portal/api-clients/services'
import type { Region } from '@portal/domain/region'
import { edgeEnv } from '@/lib/edge-env'
import { backendConfig } from './client-config'

/**
 * The identity provider (`/idp`): token exchange, refresh, revoke, and where its keys are.
 * Edge-safe (the clients' edge entry on `zod/mini`): the middleware refreshes through it, the
 * login and logout actions call it on the server.
 */
export { portalClientId } from '@portal/api-clients/identity-tokens'

/** What access tokens must be signed with. */
export const accessTokenAlgorithms = ['ES256']

/** Base URL of the identity provider, e.g. `http://localhost:8080/idp`. */
export function identityBaseUrl(region: Region): string {
  return serviceBaseUrl(services.identity, backendConfig(region))
}

/** The expected `iss`: IDENTITY_ISSUER, else the identity base URL of the region. */
export function identityIssuer(region: Region): string {
  return edgeEnv().IDENTITY_ISSUER ?? identityBaseUrl(region)
}

/** Where the signing keys are published. */
export function identityKeysUrl(region: Region): string {
  return `${identityBaseUrl(region)}/.well-known/jwks.json`
}

/**
 * One call of the token endpoint: 400 → invalid_grant (never says whether the user exists),
 * 429 → locked, anything else → unavailable.
 */
export function requestTokens(
  region: Region,
  grant: Record<string, string>,
  fetchImpl?: typeof fetch,
): Promise<TokenResult> {
  return exchangeTokens(backendConfig(region, fetchImpl), grant)
}

/** Revokes a refresh token; failures are ignored (the cookies are cleared anyway). */
export function revokeRefreshToken(region: Region, token: string): Promise<void> {
  return revokeToken(backendConfig(region), token)
}
