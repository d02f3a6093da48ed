'use server'

import { isDeployed } from '@/lib/security/deployment'
import { getSession } from '@/lib/session/get-session'
import { applyCookieWrites } from '@/lib/session/session-cookie-jar'
import { sessionSecret } from '@/lib/session/session-meta'
import { idleDeadline, sessionPolicy } from '@/lib/session/session-policy'
import { sessionWrites } from '@/lib/session/session-writes'

/** "Stay logged in": restarts the idle timer; returns the milliseconds left, 0 when ended. */
export async function stayLoggedIn(): Promise<number> {
  const session = await getSession()
  const key = sessionSecret()
  if (!session || !key) return 0
  const nowMs = Date.now()
  const policy = sessionPolicy()
  const meta = { ...session.meta, lastActiveMs: nowMs }
  await applyCookieWrites(await sessionWrites({ meta, nowMs, policy, deployed: isDeployed(), key }))
  return idleDeadline(meta, policy) - nowMs
}
