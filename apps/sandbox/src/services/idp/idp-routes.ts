import { getConnInfo } from '@hono/node-server/conninfo'
import { identityContract } from '@portal/api-clients/contracts/identity'
import { type Context, Hono } from 'hono'
import { registerEndpoint } from '../../http/contract-route'
import type { IdentityProvider } from '../../identity/identity-provider'
import { revokeRefreshToken } from '../../identity/refresh-tokens'
import { signingAlgorithm } from '../../identity/signing-key'
import { grantPassword, grantRefreshToken } from '../../identity/token-grants'

/** The identity provider (`/idp`): token, revoke, JWKS and discovery. */
export function createIdpRoutes(idp: IdentityProvider): Hono {
  const router = new Hono()
  registerEndpoint(router, identityContract.requestToken, async ({ body, context }) => {
    const answer =
      body.grant_type === 'password'
        ? await grantPassword(idp, body, clientAddressOf(context))
        : await grantRefreshToken(idp, body.refresh_token)
    if (answer instanceof Response) return answer
    return Response.json(answer, { headers: { 'cache-control': 'no-store', pragma: 'no-cache' } })
  })
  registerEndpoint(router, identityContract.revokeToken, async ({ body }) => {
    await revokeRefreshToken(idp.orm, idp.config, body.token)
    return {}
  })
  registerEndpoint(router, identityContract.getJwks, async () => ({ keys: [idp.key.publicJwk] }))
  registerEndpoint(router, identityContract.getOpenIdConfiguration, async () => ({
    issuer: idp.config.issuer,
    jwks_uri: `${idp.config.issuer}/.well-known/jwks.json`,
    token_endpoint: `${idp.config.issuer}/oauth2/token`,
    revocation_endpoint: `${idp.config.issuer}/oauth2/revoke`,
    grant_types_supported: ['password', 'refresh_token'],
    id_token_signing_alg_values_supported: [signingAlgorithm],
  }))
  return router
}

/**
 * The caller's address for the per-client login limit. The sandbox runs behind no proxy it
 * could trust, so `x-forwarded-for` is honoured only to let tests and the portal's server pass
 * the visitor's address on.
 */
function clientAddressOf(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  if (forwarded) return forwarded
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
