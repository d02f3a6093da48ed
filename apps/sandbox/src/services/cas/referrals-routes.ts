import { customerDataContract, type ReferralLead } from '@portal/api-clients/contracts/customers'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { authorize } from '../../bank/access/customer-actor'
import { referralLeads } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { type AuthenticatedEnv, requireBearer } from '../../identity/bearer-auth'
import type { CustomerDataContext } from '../service-context'

/** Refer-a-friend leads of the account (`/cas/v1`), newest first; names are plain text. */
export function createReferralsRoutes(ctx: CustomerDataContext): Hono<AuthenticatedEnv> {
  const router = new Hono<AuthenticatedEnv>()
  router.use('/customers/:customerId/referral-leads', requireBearer(ctx.idp))
  registerEndpoint(router, customerDataContract.listReferralLeads, async ({ params, context }) => {
    const actor = await authorize(ctx.orm, context.get('access'), params.customerId, 'view_account')
    if (actor instanceof ServiceError) return actor
    const rows = await ctx.orm
      .select()
      .from(referralLeads)
      .where(eq(referralLeads.customerId, params.customerId))
      .orderBy(desc(referralLeads.invitedAt))
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        invitedAt: new Date(row.invitedAt).toISOString(),
        status: row.status as ReferralLead['status'],
      })),
    }
  })
  return router
}
