import type { Region } from '@portal/domain/region'
import { identityBaseUrl, portalClientId } from './identity-config'

export interface TokenSet {
  accessToken: string
  refreshToken: string
  /** The identity provider's clock when it answered, epoch ms. */
  serverTime: number
}

export type TokenFailure = 'invalid_grant' | 'locked' | 'unavailable'
export type TokenResult = { ok: true; tokens: TokenSet } | { ok: false; failure: TokenFailure }

const timeoutMs = 5000

function tokenSetOf(body: unknown): TokenSet | null {
  if (typeof body !== 'object' || body === null) return null
  const { access_token: at, refresh_token: rt, server_time: time } = body as Record<string, unknown>
  if (typeof at !== 'string' || typeof rt !== 'string' || typeof time !== 'number') return null
  return { accessToken: at, refreshToken: rt, serverTime: time }
}

/**
 * One call of the token endpoint (`POST /idp/oauth2/token`, form body). Parsed by hand, not
 * through the zod contract, so the edge middleware can use it; the fields are the contract's.
 * 400 → invalid_grant (never says whether the user exists), 429 → locked, anything else →
 * unavailable.
 */
export async function requestTokens(
  region: Region,
  grant: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<TokenResult> {
  try {
    const response = await fetchImpl(`${identityBaseUrl(region)}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...grant, client_id: portalClientId }),
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (response.status === 429) return { ok: false, failure: 'locked' }
    if (response.status === 400 || response.status === 401) {
      return { ok: false, failure: 'invalid_grant' }
    }
    const tokens = response.ok ? tokenSetOf(await response.json()) : null
    return tokens ? { ok: true, tokens } : { ok: false, failure: 'unavailable' }
  } catch {
    return { ok: false, failure: 'unavailable' }
  }
}

/** Revokes a refresh token (`POST /idp/oauth2/revoke`); failures are ignored (logout goes on). */
export async function revokeRefreshToken(region: Region, token: string): Promise<void> {
  try {
    await fetch(`${identityBaseUrl(region)}/oauth2/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token,
        token_type_hint: 'refresh_token',
        client_id: portalClientId,
      }),
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch {
    // The cookies are cleared anyway; the refresh token expires on its own.
  }
}
