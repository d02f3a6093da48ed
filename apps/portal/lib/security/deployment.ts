/**
 * Whether the portal runs deployed (any PORTAL_ENV but `local`): then cookies are `Secure` with
 * the `__Host-` prefix and responses carry HSTS. Read without zod so the middleware stays small.
 */
export function isDeployed(portalEnv = process.env.PORTAL_ENV): boolean {
  return ['development', 'staging', 'onboarding', 'production'].includes(portalEnv ?? '')
}

/** `next dev`: the CSP then allows the evaluation React refresh needs. */
export function isNextDev(nodeEnv = process.env.NODE_ENV): boolean {
  return nodeEnv === 'development'
}
