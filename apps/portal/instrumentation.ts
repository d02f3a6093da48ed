/**
 * Runs once when a server starts: the Node server parses the configuration first, so a deployed
 * portal without its secrets (SESSION_SECRET, PORTAL_SITE_URL) or with a malformed value refuses
 * to start with a message naming each variable, instead of failing on its first request. The
 * edge middleware parses its own part on its first request (lib/edge-env); the import stays in
 * the Node branch so the edge bundle does not carry the server's module.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { refuseUnusableEnvironment } = await import('./lib/env-startup')
  refuseUnusableEnvironment()
}
