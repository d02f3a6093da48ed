import { environments } from '@portal/domain/enumeration-values'
import type { Environment } from '@portal/domain/enumerations'
import { edgeEnv } from '@/lib/edge-env'

/**
 * The deployment environment from PORTAL_ENV (parsed by the env module); a value that is not an
 * environment means a local run. Schema-free, so the middleware can use it.
 */
export function portalEnvironment(value: string | undefined = edgeEnv().PORTAL_ENV): Environment {
  return environments.find((name) => name === value) ?? 'local'
}
