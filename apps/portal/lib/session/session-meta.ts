import { SignJWT } from 'jose/jwt/sign'
import { jwtVerify } from 'jose/jwt/verify'
import { type EnvValues, edgeEnv } from '@/lib/edge-env'
import { isDeployed } from '@/lib/security/deployment'
import type { SessionTimes } from './session-policy'

/** What the session keeps besides the tokens; signed so a client cannot extend its own limits. */
export interface SessionMeta extends SessionTimes {
  /** Added to a token's `exp` (ms) to get it on this server's clock: local now − IdP time. */
  offsetMs: number
}

const developmentSecret = 'development-only-session-secret-not-for-deployment'
const maxMetaLength = 1024

/**
 * HMAC key of the session meta cookie: SESSION_SECRET (≥ 32 characters); locally a fixed
 * development value. A deployed portal refuses to start without the secret (lib/edge-env); should
 * it run anyway, no session is accepted (fail closed), never the development value.
 */
export function sessionSecret(env: EnvValues<'PORTAL_ENV' | 'SESSION_SECRET'> = edgeEnv()) {
  const secret = env.SESSION_SECRET
  if (secret && secret.length >= 32) return new TextEncoder().encode(secret)
  return isDeployed(env.PORTAL_ENV) ? null : new TextEncoder().encode(developmentSecret)
}

export async function signSessionMeta(meta: SessionMeta, key: Uint8Array): Promise<string> {
  return new SignJWT({ o: meta.offsetMs, s: meta.startedAtMs, a: meta.lastActiveMs })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(key)
}

/** The meta of a cookie value, or `null` when missing, tampered or malformed. Never throws. */
export async function readSessionMeta(
  value: string | undefined,
  key: Uint8Array | null,
): Promise<SessionMeta | null> {
  if (!value || !key || value.length > maxMetaLength) return null
  try {
    const { payload } = await jwtVerify(value, key, { algorithms: ['HS256'] })
    const { o, s, a } = payload
    if (![o, s, a].every((n) => typeof n === 'number' && Number.isFinite(n))) return null
    return { offsetMs: o as number, startedAtMs: s as number, lastActiveMs: a as number }
  } catch {
    return null
  }
}
