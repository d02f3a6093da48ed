import type { RedisClientType } from '@redis/client'

interface Handler {
  name: string
  get(key: string, meta: { implicitTags: string[] }): Promise<unknown>
  set(key: string, value: unknown, ctx?: unknown): Promise<void>
  revalidateTag(tag: string): Promise<void>
  delete?(key: string): Promise<void>
}

export interface SharedCacheConnection {
  client: RedisClientType
  connected: Promise<unknown>
  isShared(): boolean
}

export function sharedCacheConnection(
  url: string,
  hooks?: { onReady?: () => void; onLost?: () => void },
): SharedCacheConnection
export function sharedCacheHandlers(options: { url: string; keyPrefix: string }): {
  connection: SharedCacheConnection
  handlers: [Handler, Handler]
}
