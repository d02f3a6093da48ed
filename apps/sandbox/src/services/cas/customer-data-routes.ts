import { customerDataContract } from '@portal/api-clients/contracts/customers'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { dataConfirmationOf } from '../../bank/customers/data-confirmation'
import { openTasksOf } from '../../bank/customers/open-tasks'
import { setInitialReferenceAccount } from '../../bank/customers/reference-accounts'
import { dataConfirmations } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import type { ServiceContext } from '../service-context'
import { changeCorrespondenceLanguage, changePerson } from './person-changes'

/**
 * Customer data beside the customer fetch: person edits with SCA, the yearly data confirmation
 * and the first reference account, each behind the person's right for it, and what the person
 * still has to do on the account.
 */
export function createCustomerDataRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm, access } = ctx
  const router = new Hono<AccessEnv>()
  const changesPersonalData = { access: access.authorized('change_personal_data') }
  // Confirming is about one's own data: everyone with a role may (self-service right).
  const confirmsOwnData = { access: access.authorized('change_own_contact_data') }

  registerEndpoint(
    router,
    customerDataContract.updateAddress,
    ({ params, body, context }) =>
      changePerson(ctx, context.get('actor'), params.personId, { purpose: 'address_change', body }),
    changesPersonalData,
  )
  registerEndpoint(
    router,
    customerDataContract.updateFinancialInformation,
    ({ params, body, context }) =>
      changePerson(ctx, context.get('actor'), params.personId, {
        purpose: 'financial_information_change',
        body,
      }),
    changesPersonalData,
  )

  registerEndpoint(
    router,
    customerDataContract.updateCorrespondenceLanguage,
    ({ params, body, context }) =>
      changeCorrespondenceLanguage(ctx, context.get('actor'), params.personId, body.language),
    confirmsOwnData,
  )

  const confirmationOf = (customerId: string) => dataConfirmationOf(orm, ctx.clock, customerId)
  // every person of the account may ask: the list holds only what their roles let them do
  registerEndpoint(
    router,
    customerDataContract.getOpenTasks,
    ({ context }) => openTasksOf(orm, ctx.clock, context.get('actor')),
    { access: access.person },
  )
  registerEndpoint(
    router,
    customerDataContract.getDataConfirmation,
    ({ params }) => confirmationOf(params.customerId),
    confirmsOwnData,
  )
  registerEndpoint(
    router,
    customerDataContract.confirmData,
    async ({ params }) => {
      const now = (await ctx.clock.now()).toISOString()
      await orm
        .insert(dataConfirmations)
        .values({ customerId: params.customerId, confirmedAt: now })
        .onConflictDoUpdate({ target: dataConfirmations.customerId, set: { confirmedAt: now } })
      return confirmationOf(params.customerId)
    },
    confirmsOwnData,
  )
  registerEndpoint(
    router,
    customerDataContract.setInitialReferenceAccount,
    ({ params, body }) => setInitialReferenceAccount(orm, params.customerId, body),
    {
      successStatus: 201,
      access: access.authorized('change_reference_account', { duringOnboarding: true }),
    },
  )
  return router
}
