import type { SandboxOrm } from '../db/database'
import { type AccessTokenUser, issueAccessToken, verifyAccessToken } from './access-token'
import type { IdentityConfig } from './identity-config'
import { LoginThrottle } from './login-throttle'
import { loadSigningKey, type SigningKey } from './signing-key'

/** Everything the identity endpoints and the bearer check share, built once at start-up. */
export interface IdentityProvider {
  orm: SandboxOrm
  config: IdentityConfig
  key: SigningKey
  throttle: LoginThrottle
}

export async function createIdentityProvider(
  orm: SandboxOrm,
  config: IdentityConfig,
): Promise<IdentityProvider> {
  return { orm, config, key: await loadSigningKey(orm), throttle: new LoginThrottle(config) }
}

export const signAccessToken = (idp: IdentityProvider, user: AccessTokenUser) =>
  issueAccessToken(user, idp.key, idp.config)

export const checkAccessToken = (idp: IdentityProvider, token: string) =>
  verifyAccessToken(token, idp.key, idp.config)
