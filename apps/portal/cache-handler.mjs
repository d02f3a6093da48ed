// The page and data cache of a portal instance when REDIS_URL is set (cluster mode, see
// next.config.ts): shared with every other instance through Redis by the maintained
// @fortedigital/nextjs-cache-handler, so a revalidation reaching one instance refreshes the page
// on all of them. Without REDIS_URL Next keeps its own in-memory cache and this file is not used.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { sharedCacheHandlers } from './lib/shared-cache/shared-cache-handlers.mjs'

CacheHandler.onCreation(async ({ buildId }) => {
  const { connection, handlers } = sharedCacheHandlers({
    url: process.env.REDIS_URL,
    // entries of another build (other pages, other chunks) are never read
    keyPrefix: `portal:${buildId ?? 'development'}:`,
  })
  // the first pages wait briefly for Redis; after that they are rendered without it
  await Promise.race([connection.connected, new Promise((done) => setTimeout(done, 2000))])
  return { handlers }
})

export default CacheHandler
