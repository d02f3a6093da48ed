import { transactionAccountsContract } from '@portal/api-clients/contracts/transactions'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { SandboxOrm } from '../../db/database'
import { customerAccounts } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { type AuthenticatedEnv, ownershipError, requireBearer } from '../../identity/bearer-auth'
import type { IdentityProvider } from '../../identity/identity-provider'
import { maxResponseDelayMs, transactionServicesDelay } from './response-delay'
import { settlementTransactions } from './settlement-transactions'

export interface TransactionsRoutesOptions {
  /** SANDBOX_FAULT_INJECTION=1: `PUT /das/v2/sandbox/delay` slows this service for tests. */
  faultInjection: boolean
  /** The bank's batch: what fell due is booked before the account is read. */
  runDueEvents: () => Promise<number>
}

const DelayRequest = z.object({ delayMs: z.number().int().min(0).max(maxResponseDelayMs) })

/** Transaction accounts (`/das/v2`): the settlement account's ledger lines, only the token's own customers. */
export function createTransactionsRoutes(
  orm: SandboxOrm,
  idp: IdentityProvider,
  options: TransactionsRoutesOptions,
): Hono<AuthenticatedEnv> {
  const router = new Hono<AuthenticatedEnv>()
  const delay = transactionServicesDelay
  if (options.faultInjection) {
    router.put('/sandbox/delay', async (c) => {
      const parsed = DelayRequest.safeParse(await c.req.json().catch(() => undefined))
      if (!parsed.success) {
        return new ServiceError(400, 'invalidRequest', 'Expected { delayMs }.').toResponse()
      }
      delay.set(parsed.data.delayMs)
      return c.body(null, 204)
    })
  }
  router.use('/customers/*', requireBearer(idp))
  registerEndpoint(router, transactionAccountsContract.listTransactions, async (input) => {
    const { params, query, context } = input
    await delay.wait(context.req.raw.signal)
    const forbidden = ownershipError(context.get('access'), params.customerId)
    if (forbidden !== undefined) return forbidden
    await options.runDueEvents()
    const [account] = await orm
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, params.customerId))
    if (account === undefined) {
      return new ServiceError(404, 'customerNotFound', `Customer ${params.customerId} not found`)
    }
    const items = await settlementTransactions(orm, params.customerId, query.limit)
    return { customerId: params.customerId, items }
  })
  return router
}
