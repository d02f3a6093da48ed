// The handlers of the shared page cache (@fortedigital/nextjs-cache-handler): Redis, shared by
// every portal instance, and while Redis cannot be reached a cache in this instance's memory.
//
// - Reads go to Redis; a read that fails (Redis down) falls through to the local cache, so pages
//   are still rendered, cached and served, only no longer shared ("degraded", logged once).
// - The local cache is written only while degraded and starts empty at each outage: once Redis is
//   back it is never read again, so it cannot serve a page that other instances revalidated.
// - A revalidation that could not reach Redis is repeated when Redis is back, so no page that
//   changed during the outage is served from Redis afterwards.
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { entryFormat } from './entry-format.mjs'

const localCacheBytes = 50 * 1024 * 1024
const log = (message) => console.warn(`[cache] ${message}`)

/** A Redis client that reconnects for ever and reports when the shared cache goes and comes back. */
export function sharedCacheConnection(url, { onReady = () => {}, onLost = () => {} } = {}) {
  const client = createClient({
    url,
    // a command while disconnected fails at once instead of waiting: the page is rendered anyway
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * retries, 1000) },
  })
  let state = 'starting'
  client.on('ready', () => {
    state = 'shared'
    log(`shared page cache on ${url}`)
    onReady()
  })
  const lost = (reason) => {
    if (state === 'degraded') return
    state = 'degraded'
    log(`degraded: Redis unreachable (${reason}), pages cached in this instance's memory only`)
    onLost()
  }
  client.on('error', (error) => lost(error?.code ?? error?.message ?? 'error'))
  client.on('end', () => lost('connection closed'))
  const connected = client.connect().catch(() => undefined)
  return { client, connected, isShared: () => state === 'shared' && client.isReady }
}

/** The handler list for `CacheHandler.onCreation`: Redis first, the outage cache second. */
export function sharedCacheHandlers({ url, keyPrefix }) {
  const missedTags = new Set()
  let local = createLruHandler({ maxItemSizeBytes: localCacheBytes })
  const connection = sharedCacheConnection(url, {
    onLost: () => {
      local = createLruHandler({ maxItemSizeBytes: localCacheBytes })
    },
    onReady: () => replayMissed().catch((error) => log(`revalidation replay failed: ${error}`)),
  })
  const redis = createRedisHandler({
    client: connection.client,
    keyPrefix,
    timeoutMs: 1000,
    valueSerializer: entryFormat,
  })
  async function replayMissed() {
    for (const tag of [...missedTags]) {
      await redis.revalidateTag(tag)
      missedTags.delete(tag)
    }
  }
  const shared = {
    ...redis,
    async revalidateTag(tag) {
      try {
        await redis.revalidateTag(tag)
      } catch (error) {
        missedTags.add(tag)
        throw error
      }
    },
  }
  const outage = {
    name: 'local-lru-while-redis-is-down',
    get: (key, meta) => local.get(key, meta),
    set: (key, value, ctx) =>
      connection.isShared() ? Promise.resolve() : local.set(key, value, ctx),
    revalidateTag: (tag) => local.revalidateTag(tag),
    delete: (key) => local.delete(key),
  }
  return { connection, handlers: [shared, outage] }
}
