import { type EnvValues, edgeEnv } from '@/lib/edge-env'

/** Where the browser flag SDK sends analytics events when it has a client-side id. */
export const flagEventsOrigin = 'https://events.launchdarkly.com'

/**
 * Origins the browser flag SDK reaches, for the CSP's connect-src. It starts from the server's
 * bootstrap and never streams, so only events remain, and only with a client-side id (never in
 * local runs).
 */
export function flagConnectSources(
  env: EnvValues<'LAUNCHDARKLY_CLIENT_SIDE_ID'> = edgeEnv(),
): string[] {
  return env.LAUNCHDARKLY_CLIENT_SIDE_ID?.trim() ? [flagEventsOrigin] : []
}
