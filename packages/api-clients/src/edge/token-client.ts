import type { ApiClientConfig } from '../config'
import { exchange } from '../exchange'
import { portalClientId, revokePath, TokenAnswer, tokenPath } from '../identity-tokens'

export interface TokenSet {
  accessToken: string
  refreshToken: string
  /** The identity provider's clock when it answered, epoch ms. */
  serverTime: number
}

export type TokenFailure = 'invalid_grant' | 'locked' | 'blocked' | 'unavailable'
export type TokenResult = { ok: true; tokens: TokenSet } | { ok: false; failure: TokenFailure }

/** A token call that takes longer counts as the identity provider being unavailable. */
export const tokenTimeoutMs = 5000

const noStore = { cache: 'no-store' } as const

/**
 * One call of the token endpoint (`POST /idp/oauth2/token`, form body, the portal's client id
 * added). 400 and 401 → invalid_grant (never says whether the user exists), 429 → locked, 403 →
 * blocked (the identity provider tells only the right password that the account is blocked), no
 * answer, another status or a body without the tokens → unavailable.
 */
export async function exchangeTokens(
  config: ApiClientConfig,
  grant: Readonly<Record<string, string>>,
): Promise<TokenResult> {
  const answer = await exchange(
    {
      service: 'identity',
      method: 'POST',
      path: tokenPath,
      auth: 'none',
      bodyEncoding: 'form',
      body: { ...grant, client_id: portalClientId },
      timeoutMs: tokenTimeoutMs,
      init: noStore,
    },
    config,
  )
  if (!answer.answered) return { ok: false, failure: 'unavailable' }
  if (answer.status === 429) return { ok: false, failure: 'locked' }
  if (answer.status === 403) return { ok: false, failure: 'blocked' }
  if (answer.status === 400 || answer.status === 401) return { ok: false, failure: 'invalid_grant' }
  const tokens = answer.status === 200 ? TokenAnswer.safeParse(answer.body) : undefined
  if (!tokens?.success) return { ok: false, failure: 'unavailable' }
  const { access_token, refresh_token, server_time } = tokens.data
  return {
    ok: true,
    tokens: { accessToken: access_token, refreshToken: refresh_token, serverTime: server_time },
  }
}

/** Revokes a refresh token (`POST /idp/oauth2/revoke`); the outcome does not matter to logout. */
export async function revokeToken(config: ApiClientConfig, token: string): Promise<void> {
  await exchange(
    {
      service: 'identity',
      method: 'POST',
      path: revokePath,
      auth: 'none',
      bodyEncoding: 'form',
      body: { token, token_type_hint: 'refresh_token', client_id: portalClientId },
      timeoutMs: tokenTimeoutMs,
      init: noStore,
    },
    config,
  )
}
