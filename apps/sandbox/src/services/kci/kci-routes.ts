import { randomUUID } from 'node:crypto'
import { kycConnectorContract } from '@portal/api-clients/contracts/kyc'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { identifications } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import type { ServiceContext } from '../service-context'

/** KYC connector (`/kci/api/v1`): the sandbox's identification provider verifies at once. */
export function createKciRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  registerEndpoint(
    router,
    kycConnectorContract.startIdentification,
    async ({ params, body }) => {
      const createdAt = (await ctx.clock.now()).toISOString()
      const row = {
        id: `IDN-${randomUUID()}`,
        customerId: params.customerId,
        purpose: body.purpose,
        status: 'VERIFIED',
        createdAt,
      }
      await ctx.orm.insert(identifications).values(row)
      return { ...row, method: 'video_ident' as const, status: 'VERIFIED' as const }
    },
    {
      successStatus: 201,
      access: ctx.access.authorized('change_own_contact_data', { duringOnboarding: true }),
    },
  )
  return router
}
