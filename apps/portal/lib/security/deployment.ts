import { deployedEnvironments, edgeEnv, nodeEnvironment } from '@/lib/edge-env'

/**
 * Whether the portal runs deployed (any PORTAL_ENV but `local`): then cookies are `Secure` with
 * the `__Host-` prefix and responses carry HSTS. Read without the full zod so the middleware
 * stays small.
 */
export function isDeployed(portalEnv: string | undefined = edgeEnv().PORTAL_ENV): boolean {
  return (deployedEnvironments as readonly string[]).includes(portalEnv ?? '')
}

/** `next dev`: the CSP then allows the evaluation React refresh needs. */
export function isNextDev(nodeEnv = nodeEnvironment()): boolean {
  return nodeEnv === 'development'
}
