import { kycCasesContract, kycCasesSandboxContract } from '@portal/api-clients/contracts/kyc'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { kycCases } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { casesOf, caseView, decideCase, openReferenceAccountChange } from './kyc-cases'

/**
 * KYC case processing (`/kcps/api/v1`): reference-account changes waiting for the bank's
 * approval; the decision endpoint only with demo controls.
 */
export function createKcpsRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  const views = { access: ctx.access.authorized('view_account') }
  if (ctx.demoControls) {
    registerEndpoint(router, kycCasesSandboxContract.decideCase, ({ params, body }) =>
      decideCase(ctx, params.caseId, body),
    )
  }
  registerEndpoint(
    router,
    kycCasesContract.openReferenceAccountChange,
    ({ body, context }) => openReferenceAccountChange(ctx, context.get('actor'), body),
    { successStatus: 201, access: ctx.access.authorized('change_reference_account') },
  )
  registerEndpoint(
    router,
    kycCasesContract.listCases,
    async ({ params }) => ({ items: await casesOf(ctx, params.customerId) }),
    views,
  )
  registerEndpoint(
    router,
    kycCasesContract.getCase,
    async ({ params }) => {
      const [row] = await ctx.orm
        .select()
        .from(kycCases)
        .where(and(eq(kycCases.customerId, params.customerId), eq(kycCases.id, params.caseId)))
      return row ? caseView(row) : new ServiceError(404, 'caseNotFound', 'No such case.')
    },
    views,
  )
  return router
}
