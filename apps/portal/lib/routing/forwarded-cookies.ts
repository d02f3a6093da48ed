import type { CookieWrite } from '@/lib/session/cookies'

/**
 * The `cookie` request header after the middleware's writes, so server components of this very
 * request see a refreshed token. Emptied cookies are dropped.
 */
export function forwardedCookieHeader(
  current: ReadonlyArray<{ name: string; value: string }>,
  writes: readonly CookieWrite[],
): string {
  const jar = new Map(current.map((cookie) => [cookie.name, cookie.value]))
  for (const write of writes) {
    if (write.value === '') jar.delete(write.name)
    else jar.set(write.name, write.value)
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}
