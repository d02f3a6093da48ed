import { type AgreementKind, customerDataContract } from '@portal/api-clients/contracts/customers'
import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'
import { intlTagFor, isServedLanguage, marketOfResidence } from '@portal/domain/languages'
import { type Context, Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { actionError } from '../../bank/access/customer-actor'
import { customerLanguage } from '../../bank/customers/reader-language'
import { registerEndpoint } from '../../http/contract-route'
import { requestOrCustomerLanguage } from '../../http/request-language'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { agreementTextFor, agreementVersions } from './agreement-texts'
import { agreementView, findAgreement, recordAgreement } from './agreements'

/** A direct-debit mandate funds orders; a pension transfer notice is an investment decision. */
const giveAction: Record<AgreementKind, CustomerAction> = {
  direct_debit_mandate: 'order_deposit',
  liquid_pension_transfer_notice: 'invest',
}

/**
 * Consents given once (`/cas/v1/customers/:id/agreements/:kind`): the text to agree to, what was
 * agreed (that text, versioned, in the reader's language), when, and a PDF printing it in the
 * document depot. Agreeing again answers the first agreement.
 */
export function createConsentsRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  const readerOf = (context: Context<AccessEnv>) =>
    requestOrCustomerLanguage(context, () =>
      customerLanguage(ctx.orm, context.get('actor').customerId),
    )
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
  registerEndpoint(
    router,
    customerDataContract.getAgreementText,
    async ({ params, context }) =>
      agreementTextFor(ctx.orm, context.get('actor'), params.kind, await readerOf(context)),
    { access: ctx.access.person },
  )
  // the right needed depends on the kind in the path: judged here, on the person the rule loaded
  registerEndpoint(
    router,
    customerDataContract.giveAgreement,
    async ({ params, body, context }) => {
      const actor = context.get('actor')
      const refused = actionError(actor, giveAction[params.kind])
      if (refused) return refused
      const existing = await findAgreement(ctx, params.customerId, params.kind)
      if (existing) return agreementView(existing)
      if (body.version !== undefined && body.version !== agreementVersions[params.kind]) {
        return new ServiceError(
          409,
          'agreementTextChanged',
          'The text was reworded meanwhile: show the current one and agree again.',
        )
      }
      // the language the text was shown in; an unserved one counts as not sent
      const shown = isServedLanguage(body.language)
        ? { language: body.language, tag: intlTagFor(body.language, marketOfResidence(undefined)) }
        : await readerOf(context)
      const agreed = await agreementTextFor(ctx.orm, actor, params.kind, shown)
      return recordAgreement(ctx, actor, agreed)
    },
    { access: ctx.access.person },
  )
  return router
}
