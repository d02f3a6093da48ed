import { customerDataContract } from '@portal/api-clients/contracts/customers'
import {
  dataConfirmationDueBy,
  isDataConfirmationDue,
} from '@portal/domain/customer-data/data-confirmation-due'
import { calendarDateOf } from '@portal/domain/money/calendar-date'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { setInitialReferenceAccount } from '../../bank/customers/reference-accounts'
import { customerAccounts, dataConfirmations } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import type { ServiceContext } from '../service-context'
import { changeCorrespondenceLanguage, changePerson } from './person-changes'

/**
 * Customer data beside the customer fetch: person edits with SCA, the yearly data confirmation
 * and the first reference account, each behind the person's right for it.
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
