import 'server-only'
import { developmentRevalidationSecret } from '@portal/api-clients/contracts/revalidation'
import { serverEnv } from '@/lib/env'
import { isDeployed } from '@/lib/security/deployment'

/**
 * The shared secret: REVALIDATION_SECRET, locally the committed development value. Deployed
 * without one, the webhook is off (undefined): the development value is never accepted there.
 */
export function revalidationSecret(): string | undefined {
  const env = serverEnv()
  return (
    env.REVALIDATION_SECRET ??
    (isDeployed(env.PORTAL_ENV) ? undefined : developmentRevalidationSecret)
  )
}
