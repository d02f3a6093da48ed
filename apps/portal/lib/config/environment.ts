import { Environment } from '@portal/domain/enumerations'

/** The deployment environment from PORTAL_ENV; anything unknown or unset means a local run. */
export function portalEnvironment(value = process.env.PORTAL_ENV): Environment {
  const parsed = Environment.safeParse(value)
  return parsed.success ? parsed.data : 'local'
}
