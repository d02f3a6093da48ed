import { LRUCache } from 'lru-cache'

/** Whose value it is: the verified token and the chosen customer account. */
export interface SessionOwner {
  accessToken: string
  bacNumber: string | undefined
}

const keyOf = (owner: SessionOwner) => `${owner.bacNumber ?? '-'} ${owner.accessToken}`

/**
 * Values this process read lately for a session and customer account, kept for `ttlMs` so that
 * every customer page does not ask the bank again for what changes rarely. A renewed token or
 * another account of the same login reads again; `forget` drops a value its owner just changed.
 */
export function rememberedPerSession<T extends object>({
  max = 5000,
  ttlMs,
  now,
}: {
  max?: number
  ttlMs: number
  now?: () => number
}) {
  const values = new LRUCache<string, T>({
    max,
    ttl: ttlMs,
    // every read asks the clock (the default keeps a reading for a timer tick)
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  })
  return {
    get: (owner: SessionOwner) => values.get(keyOf(owner)),
    keep: (owner: SessionOwner, value: T) => void values.set(keyOf(owner), value),
    forget: (owner: SessionOwner) => void values.delete(keyOf(owner)),
  }
}
