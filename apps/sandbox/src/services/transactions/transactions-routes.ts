import { transactionAccountsContract } from '@portal/api-clients/contracts/transactions'
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { SandboxOrm } from '../../db/database'
import { banks, customerAccounts, referenceAccounts } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { type AuthenticatedEnv, ownershipError, requireBearer } from '../../identity/bearer-auth'
import type { IdentityProvider } from '../../identity/identity-provider'
import { maxResponseDelayMs, transactionServicesDelay } from './response-delay'
import { transactionHistory } from './transaction-history'

export interface TransactionsRoutesOptions {
  /** SANDBOX_FAULT_INJECTION=1: `PUT /das/v2/sandbox/delay` slows this service for tests. */
  faultInjection: boolean
}

const DelayRequest = z.object({ delayMs: z.number().int().min(0).max(maxResponseDelayMs) })

/** Transaction accounts (`/das/v2`): only the token's own customers. */
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
    const { params, context } = input
    await delay.wait(context.req.raw.signal)
    const forbidden = ownershipError(context.get('access'), params.customerId)
    if (forbidden !== undefined) return forbidden
    const [account] = await orm
      .select({ status: customerAccounts.status, holder: referenceAccounts.accountHolder })
      .from(customerAccounts)
      .leftJoin(referenceAccounts, eq(referenceAccounts.customerId, customerAccounts.id))
      .where(eq(customerAccounts.id, params.customerId))
    if (account === undefined) {
      return new ServiceError(404, 'customerNotFound', `Customer ${params.customerId} not found`)
    }
    const partnerBanks = await orm
      .select({ name: banks.name })
      .from(banks)
      .orderBy(asc(banks.id))
      .limit(8)
    const items = transactionHistory({
      customerId: params.customerId,
      status: account.status,
      referenceHolder: account.holder ?? '',
      bankNames: partnerBanks.map((bank) => bank.name),
    })
    return { customerId: params.customerId, items }
  })
  return router
}
