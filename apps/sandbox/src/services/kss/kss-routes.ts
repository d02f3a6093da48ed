import { kycStatusContract } from '@portal/api-clients/contracts/kyc'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { kycStatusOf } from '../../bank/customers/kyc-status'
import { registerEndpoint } from '../../http/contract-route'
import type { ServiceContext } from '../service-context'

/**
 * KYC status (`/kss/api/v1`): identification and what the bank still needs, for everyone on the
 * account (during onboarding the requested roles count).
 */
export function createKssRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  registerEndpoint(
    router,
    kycStatusContract.getKycStatus,
    ({ params, context }) =>
      kycStatusOf(ctx.orm, params.customerId, context.get('actor').accountStatus),
    { access: ctx.access.authorized('change_own_contact_data', { duringOnboarding: true }) },
  )
  return router
}
