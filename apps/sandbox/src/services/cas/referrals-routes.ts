import {
  customerDataContract,
  customerDataErrorCodes,
  type ReferralLead,
} from '@portal/api-clients/contracts/customers'
import { deriveInvestorStatus } from '@portal/domain/investor'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { referralCodeOf } from '../../bank/customers/referral-codes'
import { referralLeads } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'

/**
 * Refer-a-friend: the account's personal code and its leads, newest first (names plain text).
 * The code comes once the account is open (handed to the servicing bank): while it is being
 * opened, its person is told so (409 `accountNotOpen`) instead of being refused.
 */
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
    async ({ params, context }) => {
      if (deriveInvestorStatus(context.get('actor').accountStatus) === 'non-exported') {
        return new ServiceError(
          409,
          customerDataErrorCodes.accountNotOpen,
          'The referral link comes once the account is open.',
        )
      }
      return { code: await referralCodeOf(ctx.orm, params.customerId, await ctx.clock.now()) }
    },
    { access: ctx.access.authorized('view_account', { duringOnboarding: true }) },
  )
  return router
}
