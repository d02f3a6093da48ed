import { collectorProxyEnabled, forwardToCollector } from '@/lib/backend/collector'
import { collectorProxyPaths } from '@/lib/tracking/tracking-config'

type CollectorContext = { params: Promise<{ locale: string; path: string[] }> }

/** Generous above the tracker's 40000-byte post limit (spec section 9). */
const maxBodyBytes = 64 * 1024

/**
 * The analytics collector on the portal's own origin, so the browser tracker posts same-origin
 * (CSP `connect-src 'self'`): the tracker's two paths are forwarded to the sandbox collector,
 * without cookies. Production sends to a configured collector (TRACKING_COLLECTOR_URL) and has no
 * proxy unless TRACKING_COLLECTOR_UPSTREAM names one.
 */
async function forward(request: Request, { params }: CollectorContext) {
  const { path } = await params
  const joined = path.join('/')
  const proxied = (collectorProxyPaths as readonly string[]).includes(joined)
  const enabled = collectorProxyEnabled()
  if (!proxied || !enabled) return new Response(null, { status: 404 })
  const body = request.method === 'POST' ? await request.arrayBuffer() : undefined
  if (body && body.byteLength > maxBodyBytes) return new Response(null, { status: 413 })
  const search = new URL(request.url).search
  const upstream = await forwardToCollector({
    method: request.method,
    pathAndQuery: `${joined}${search}`,
    contentType: request.headers.get('content-type') ?? 'application/json',
    body,
  })
  if (!upstream) return new Response(null, { status: 502 })
  return new Response(upstream.bytes, {
    status: upstream.status,
    headers: {
      'content-type': upstream.contentType,
      'cache-control': 'no-store',
    },
  })
}

export const GET = forward
export const POST = forward
