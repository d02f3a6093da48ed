import { customerDataContract, type ReferralLead } from '@portal/api-clients/contracts/customers'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { referralCodeOf } from '../../bank/customers/referral-codes'
import { referralLeads } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import type { ServiceContext } from '../service-context'

/** Refer-a-friend: the account's personal code and its leads, newest first (names plain text). */
export function createReferralsRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  registerEndpoint(
    router,
    customerDataContract.listReferralLeads,
    async ({ params }) => {
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
    },
    { access: ctx.access.authorized('view_account') },
  )
  registerEndpoint(
    router,
    customerDataContract.getReferralCode,
    async ({ params }) => ({
      code: await referralCodeOf(ctx.orm, params.customerId, await ctx.clock.now()),
    }),
    { access: ctx.access.authorized('view_account') },
  )
  return router
}
