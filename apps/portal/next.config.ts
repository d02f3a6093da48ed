import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  // The message catalogues are compiled at build time, so browsers get the small formatter of
  // precompiled messages instead of an ICU parser (about 12 kB less JavaScript on every page).
  experimental: {
    messages: { path: '../../languages', format: 'json', locales: 'infer', precompile: true },
  },
})

const config: NextConfig = {
  poweredByHeader: false,
  // server.mjs compresses, flushing a streamed page once per tick instead of after every chunk
  compress: false,
  // Next hashes every HTML response in JavaScript to make its ETag: on a cached offers page that
  // was the largest cost of serving it. Pages change with the data and are revalidated anyway.
  generateEtags: false,
  // `tsc` runs as its own turbo task in `npm test`; checking again inside the build only costs time.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  transpilePackages: ['@portal/domain', '@portal/api-clients', '@portal/tracking'],
  // The page and data caches stay in memory (Next's LRU, `cacheMaxMemorySize`, 50 MB): on disk,
  // every unknown bank slug or offer id anyone asks for would stay as its own cached 404 page.
  experimental: { isrFlushToDisk: false },
  turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) },
}

/**
 * Cluster mode (`npm run start:cluster`): with REDIS_URL set, the server's page and data cache is
 * the shared Redis cache of `cache-handler.mjs`. The server reads this file when it starts, so one
 * build serves both modes; the build itself and `npm start` keep Next's in-memory cache.
 */
const sharedCache = (phase: string): NextConfig =>
  phase === PHASE_PRODUCTION_SERVER && process.env.REDIS_URL
    ? {
        cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)),
        cacheMaxMemorySize: 0,
      }
    : {}

export default (phase: string) => withNextIntl({ ...config, ...sharedCache(phase) })
