import { customerDataContract } from '@portal/api-clients/contracts/customers'
import {
  dataConfirmationDueBy,
  isDataConfirmationDue,
} from '@portal/domain/customer-data/data-confirmation-due'
import { calendarDateOf } from '@portal/domain/money/calendar-date'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { authorize, authorizeDuringOnboarding } from '../../bank/access/customer-actor'
import { setInitialReferenceAccount } from '../../bank/customers/reference-accounts'
import { customerAccounts, dataConfirmations } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { type AuthenticatedEnv, requireBearer } from '../../identity/bearer-auth'
import type { CustomerDataContext } from '../service-context'
import { changePerson } from './person-changes'

/**
 * Customer data beside the customer fetch (`/cas/v1`): person edits with SCA, the yearly data
 * confirmation and the first reference account, each checked against the person's roles.
 */
export function createCustomerDataRoutes(ctx: CustomerDataContext): Hono<AuthenticatedEnv> {
  const { orm } = ctx
  const router = new Hono<AuthenticatedEnv>()
  router.use('/customers/:customerId/*', requireBearer(ctx.idp))

  registerEndpoint(
    router,
    customerDataContract.updateAddress,
    async ({ params, body, context }) => {
      const actor = await authorize(
        orm,
        context.get('access'),
        params.customerId,
        'change_personal_data',
      )
      if (actor instanceof ServiceError) return actor
      return changePerson(ctx, actor, params.personId, { purpose: 'address_change', body })
    },
  )
  registerEndpoint(
    router,
    customerDataContract.updateFinancialInformation,
    async ({ params, body, context }) => {
      const actor = await authorize(
        orm,
        context.get('access'),
        params.customerId,
        'change_personal_data',
      )
      if (actor instanceof ServiceError) return actor
      return changePerson(ctx, actor, params.personId, {
        purpose: 'financial_information_change',
        body,
      })
    },
  )

  async function confirmationOf(customerId: string) {
    const [account] = await orm
      .select({ registrationDate: customerAccounts.registrationDate })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, customerId))
    const [confirmation] = await orm
      .select()
      .from(dataConfirmations)
      .where(eq(dataConfirmations.customerId, customerId))
    const confirmedAt = confirmation ? new Date(confirmation.confirmedAt).toISOString() : null
    const dueBy = dataConfirmationDueBy(
      confirmedAt?.slice(0, 10) ?? null,
      account?.registrationDate ?? calendarDateOf(await ctx.clock.now()),
    )
    return { confirmedAt, dueBy, due: isDataConfirmationDue(dueBy, await ctx.clock.today()) }
  }
  // Confirming is about one's own data: everyone with a role may (self-service right).
  registerEndpoint(
    router,
    customerDataContract.getDataConfirmation,
    async ({ params, context }) => {
      const actor = await authorize(
        orm,
        context.get('access'),
        params.customerId,
        'change_own_contact_data',
      )
      if (actor instanceof ServiceError) return actor
      return confirmationOf(params.customerId)
    },
  )
  registerEndpoint(router, customerDataContract.confirmData, async ({ params, context }) => {
    const actor = await authorize(
      orm,
      context.get('access'),
      params.customerId,
      'change_own_contact_data',
    )
    if (actor instanceof ServiceError) return actor
    const now = (await ctx.clock.now()).toISOString()
    await orm
      .insert(dataConfirmations)
      .values({ customerId: params.customerId, confirmedAt: now })
      .onConflictDoUpdate({ target: dataConfirmations.customerId, set: { confirmedAt: now } })
    return confirmationOf(params.customerId)
  })
  registerEndpoint(
    router,
    customerDataContract.setInitialReferenceAccount,
    async ({ params, body, context }) => {
      const actor = await authorizeDuringOnboarding(
        orm,
        context.get('access'),
        params.customerId,
        'change_reference_account',
      )
      if (actor instanceof ServiceError) return actor
      return setInitialReferenceAccount(orm, params.customerId, body)
    },
    { successStatus: 201 },
  )
  return router
}
