// The portal's production server: Next's own request handler behind a plain Node HTTP server,
// for two headers Next has no setting for and for the compression of streamed pages
// (lib/compression/streamed-compression.mjs); everything else is `next start`.
// 1. When the middleware rewrites a request, Next tells the visitor where to
//    (`x-middleware-rewrite`, the internal site segment): internal headers never leave the portal.
// 2. A cached page says `s-maxage=300, stale-while-revalidate=<a year>`. Meant for a CDN, but
//    browsers apply stale-while-revalidate to their own cache too and would show a customer a
//    page (or prefetched page data) up to a year old. That policy goes to `CDN-Cache-Control`
//    (RFC 9213, read by CDNs only); browsers are told to ask again each time.
import { createServer } from 'node:http'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { compressResponse } from './lib/compression/streamed-compression.mjs'

const argument = (name) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}
const port = Number(argument('--port') ?? process.env.PORT ?? 3000)
const hostname = argument('--hostname') ?? process.env.HOSTNAME ?? '0.0.0.0'

/** Response headers only Next itself may read. */
const isInternal = (name) => String(name).toLowerCase().startsWith('x-middleware-')
const isSharedCachePolicy = (name, value) =>
  String(name).toLowerCase() === 'cache-control' && /s-maxage=/.test(String(value))
const browserCachePolicy = 'public, max-age=0, must-revalidate'

// As `next start` does: an error that escapes one request is logged, not fatal to the server.
process.on('unhandledRejection', (reason) => console.error('unhandled rejection:', reason))
process.on('uncaughtException', (error) => console.error('uncaught exception:', error))

const app = next({ dev: false, dir: dirname(fileURLToPath(import.meta.url)), hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((request, response) => {
  const setHeader = response.setHeader.bind(response)
  response.setHeader = (name, value) => {
    if (isInternal(name)) return response
    if (!isSharedCachePolicy(name, value)) return setHeader(name, value)
    setHeader('CDN-Cache-Control', value)
    return setHeader(name, browserCachePolicy)
  }
  compressResponse(request, response, () => handle(request, response))
})
// An idle connection is closed by the client in front of the portal, never by the portal while a
// request may be on its way: with Node's 5 s a reused connection was reset under a download in
// CI (ECONNRESET). Longer than nginx's 60 s for its upstream connections.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, hostname, () => {
  console.log(`portal listening on http://${hostname}:${port}`)
})
