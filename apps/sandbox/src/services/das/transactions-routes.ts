import { transactionAccountsContract } from '@portal/api-clients/contracts/transactions'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AccessEnv } from '../../bank/access/authorized'
import { customerLanguage } from '../../bank/customers/reader-language'
import { referenceIn } from '../../bank/ledger/booking-references'
import { customerAccounts } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { requestOrCustomerLanguage } from '../../http/request-language'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { maxResponseDelayMs, transactionServicesDelay } from './response-delay'
import { settlementTransactions } from './settlement-transactions'

const DelayRequest = z.object({ delayMs: z.number().int().min(0).max(maxResponseDelayMs) })

/**
 * Transaction accounts (`/das/v2`): the settlement account's ledger lines, only the token's own
 * customers. With SANDBOX_FAULT_INJECTION=1, `PUT /sandbox/delay` slows this service for tests.
 */
export function createTransactionsRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm } = ctx
  const router = new Hono<AccessEnv>()
  const delay = transactionServicesDelay
  if (ctx.faultInjection) {
    router.put('/sandbox/delay', async (c) => {
      const parsed = DelayRequest.safeParse(await c.req.json().catch(() => undefined))
      if (!parsed.success) {
        return new ServiceError(400, 'invalidRequest', 'Expected { delayMs }.').toResponse()
      }
      delay.set(parsed.data.delayMs)
      return c.body(null, 204)
    })
  }
  registerEndpoint(
    router,
    transactionAccountsContract.listTransactions,
    async ({ params, query, context }) => {
      await delay.wait(context.req.raw.signal)
      await ctx.ledger.catchUp()
      const [account] = await orm
        .select({ id: customerAccounts.id })
        .from(customerAccounts)
        .where(eq(customerAccounts.id, params.customerId))
      if (account === undefined) {
        return new ServiceError(404, 'customerNotFound', `Customer ${params.customerId} not found`)
      }
      const items = await settlementTransactions(orm, params.customerId, query.limit)
      const reader = await requestOrCustomerLanguage(context, () =>
        customerLanguage(orm, params.customerId),
      )
      return {
        customerId: params.customerId,
        items: items.map((item) => referenceIn(item, reader)),
      }
    },
    { access: ctx.access.owner },
  )
  return router
}
