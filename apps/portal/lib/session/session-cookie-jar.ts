import 'server-only'
import { cookies } from 'next/headers'
import { isDeployed } from '@/lib/security/deployment'
import { type CookieWrite, clearedSessionCookies } from './cookies'
import { sessionSecret } from './session-meta'
import { sessionPolicy } from './session-policy'
import { newSessionMeta, sessionWrites } from './session-writes'
import type { TokenSet } from './token-endpoint'

async function apply(writes: readonly CookieWrite[]) {
  const jar = await cookies()
  for (const write of writes) jar.set(write.name, write.value, write.options)
}

/** Starts a session after login (server actions only). False when no secret is configured. */
export async function startSession(tokens: TokenSet): Promise<boolean> {
  const key = sessionSecret()
  if (!key) return false
  const nowMs = Date.now()
  await apply(
    await sessionWrites({
      meta: newSessionMeta(tokens, nowMs),
      tokens,
      nowMs,
      policy: sessionPolicy(),
      deployed: isDeployed(),
      key,
    }),
  )
  return true
}

export async function endSession(): Promise<void> {
  await apply(clearedSessionCookies(isDeployed()))
}

export { apply as applyCookieWrites }
