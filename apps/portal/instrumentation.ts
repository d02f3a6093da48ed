/**
 * Runs once when a server starts: the Node server parses the configuration first, so a deployed
 * portal without its secrets (SESSION_SECRET, PORTAL_SITE_URL) or with a malformed value refuses
 * to start with a message naming each variable, instead of failing on its first request. The
 * edge middleware parses its own part on its first request (lib/edge-env); the import stays in
 * the Node branch so the edge bundle does not carry the server's module. Then it loads the
 * identity provider's signing keys.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { refuseUnusableEnvironment } = await import('./lib/env-startup')
  refuseUnusableEnvironment()
  // The identity provider's keys before the first request: a route handler that verifies first
  // while the provider is down then still knows them (lib/session/jwks).
  const [{ regions }, { loadIdentityKeys }] = await Promise.all([
    import('@portal/domain/region'),
    import('./lib/session/jwks'),
  ])
  await Promise.all(regions.map(loadIdentityKeys))
}
