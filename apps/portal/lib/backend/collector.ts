import 'server-only'
import { serverEnv } from '@/lib/env'
import { collectorUpstream } from '@/lib/tracking/tracking-config'

/** The analytics collector behind the portal's `/collector` proxy (the sandbox's locally). */
export interface CollectorCall {
  method: string
  /** One of the tracker's paths (`collectorProxyPaths`), with the query. */
  pathAndQuery: string
  contentType: string
  body: ArrayBuffer | undefined
}

export interface CollectorAnswer {
  status: number
  contentType: string
  bytes: ArrayBuffer
}

/** Production has no proxy unless TRACKING_COLLECTOR_UPSTREAM names a collector. */
export function collectorProxyEnabled(): boolean {
  const env = serverEnv()
  return env.PORTAL_ENV !== 'production' || env.TRACKING_COLLECTOR_UPSTREAM !== undefined
}

/** Forwards one tracker request without cookies; undefined when the collector did not answer. */
export async function forwardToCollector(
  call: CollectorCall,
): Promise<CollectorAnswer | undefined> {
  const upstream = await fetch(`${collectorUpstream()}/${call.pathAndQuery}`, {
    method: call.method,
    headers: { 'content-type': call.contentType },
    body: call.body,
    cache: 'no-store',
    signal: AbortSignal.timeout(5_000),
  }).catch(() => undefined)
  if (!upstream) return undefined
  return {
    status: upstream.status,
    contentType: upstream.headers.get('content-type') ?? 'text/plain',
    bytes: await upstream.arrayBuffer(),
  }
}
