import { randomUUID } from 'node:crypto'
import {
  kycCasesContract,
  kycCasesSandboxContract,
  kycConnectorContract,
  kycStatusContract,
} from '@portal/api-clients/contracts/kyc'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { authorize, authorizeDuringOnboarding } from '../../bank/access/customer-actor'
import { identifications, kycCases } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { type AuthenticatedEnv, requireBearer } from '../../identity/bearer-auth'
import { kycStatusOf } from '../kss/kyc-status'
import type { CustomerDataContext } from '../service-context'
import { casesOf, caseView, decideCase, openReferenceAccountChange } from './kyc-cases'

/** KYC status (`/kss/api/v1`): identification and what the bank still needs, for everyone on the account. */
export function createKycStatusRoutes(ctx: CustomerDataContext): Hono<AuthenticatedEnv> {
  const router = new Hono<AuthenticatedEnv>()
  router.use('/customers/*', requireBearer(ctx.idp))
  registerEndpoint(router, kycStatusContract.getKycStatus, async ({ params, context }) => {
    const actor = await authorizeDuringOnboarding(
      ctx.orm,
      context.get('access'),
      params.customerId,
      'change_own_contact_data',
    )
    if (actor instanceof ServiceError) return actor
    return kycStatusOf(ctx.orm, params.customerId, actor.accountStatus)
  })
  return router
}

/** KYC connector (`/kci/api/v1`): the sandbox's identification provider verifies at once. */
export function createKycConnectorRoutes(ctx: CustomerDataContext): Hono<AuthenticatedEnv> {
  const router = new Hono<AuthenticatedEnv>()
  router.use('/customers/*', requireBearer(ctx.idp))
  registerEndpoint(
    router,
    kycConnectorContract.startIdentification,
    async ({ params, body, context }) => {
      const actor = await authorizeDuringOnboarding(
        ctx.orm,
        context.get('access'),
        params.customerId,
        'change_own_contact_data',
      )
      if (actor instanceof ServiceError) return actor
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
    { successStatus: 201 },
  )
  return router
}

/** KYC case processing (`/kcps/api/v1`); the decision endpoint only with demo controls. */
export function createKycCasesRoutes(ctx: CustomerDataContext): Hono<AuthenticatedEnv> {
  const router = new Hono<AuthenticatedEnv>()
  if (ctx.demoControls) {
    registerEndpoint(router, kycCasesSandboxContract.decideCase, ({ params, body }) =>
      decideCase(ctx, params.caseId, body),
    )
  }
  router.use('/customers/*', requireBearer(ctx.idp))
  registerEndpoint(
    router,
    kycCasesContract.openReferenceAccountChange,
    async ({ params, body, context }) => {
      const actor = await authorize(
        ctx.orm,
        context.get('access'),
        params.customerId,
        'change_reference_account',
      )
      if (actor instanceof ServiceError) return actor
      return openReferenceAccountChange(ctx, actor, body)
    },
    { successStatus: 201 },
  )
  registerEndpoint(router, kycCasesContract.listCases, async ({ params, context }) => {
    const actor = await authorize(ctx.orm, context.get('access'), params.customerId, 'view_account')
    if (actor instanceof ServiceError) return actor
    return { items: await casesOf(ctx, params.customerId) }
  })
  registerEndpoint(router, kycCasesContract.getCase, async ({ params, context }) => {
    const actor = await authorize(ctx.orm, context.get('access'), params.customerId, 'view_account')
    if (actor instanceof ServiceError) return actor
    const [row] = await ctx.orm
      .select()
      .from(kycCases)
      .where(and(eq(kycCases.customerId, params.customerId), eq(kycCases.id, params.caseId)))
    return row ? caseView(row) : new ServiceError(404, 'caseNotFound', 'No such case.')
  })
  return router
}
