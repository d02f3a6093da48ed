import { type AgreementKind, customerDataContract } from '@portal/api-clients/contracts/customers'
import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { actionError } from '../../bank/access/customer-actor'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { agreementView, findAgreement, recordAgreement } from './agreements'

/** A direct-debit mandate funds orders; a pension transfer notice is an investment decision. */
const giveAction: Record<AgreementKind, CustomerAction> = {
  direct_debit_mandate: 'order_deposit',
  liquid_pension_transfer_notice: 'invest',
}

/**
 * Consents given once (`/cas/v1/customers/:id/agreements/:kind`): what was agreed, when, and a
 * PDF of it in the document depot. Agreeing again answers the first agreement.
 */
export function createConsentsRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  registerEndpoint(
    router,
    customerDataContract.getAgreement,
    async ({ params }) => {
      const row = await findAgreement(ctx, params.customerId, params.kind)
      return row
        ? agreementView(row)
        : new ServiceError(404, 'agreementNotFound', 'Not agreed yet.')
    },
    { access: ctx.access.authorized('view_account') },
  )
  // the right needed depends on the kind in the path: judged here, on the person the rule loaded
  registerEndpoint(
    router,
    customerDataContract.giveAgreement,
    async ({ params, context }) => {
      const actor = context.get('actor')
      const refused = actionError(actor, giveAction[params.kind])
      if (refused) return refused
      const existing = await findAgreement(ctx, params.customerId, params.kind)
      return existing ? agreementView(existing) : recordAgreement(ctx, actor, params.kind)
    },
    { access: ctx.access.person },
  )
  return router
}
