import { savingsServicePrefix } from '@portal/api-clients/contracts/savings'
import { transactionAccountsServicePrefix } from '@portal/api-clients/contracts/transactions'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import type { ServiceContext } from '../service-context'
import { createDepositRoutes } from './deposit-routes'
import { createSavingsOrderRoutes } from './savings-order-routes'
import { createSavingsRoutes } from './savings-routes'
import { createSavingsSandboxRoutes } from './savings-sandbox-routes'
import { createTransactionsRoutes } from './transactions-routes'

export const dasPrefix = '/das'

/**
 * The savings service (`/das/v1`: settlement accounts, deposits, orders, bookings; the sandbox
 * clock and incoming transfers with demo controls) and the transaction accounts (`/das/v2`),
 * both over the bank's ledger.
 */
export function createDasRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  const savings = savingsServicePrefix.slice(dasPrefix.length)
  if (ctx.demoControls) router.route(savings, createSavingsSandboxRoutes(ctx))
  router.route(savings, createSavingsRoutes(ctx))
  router.route(savings, createSavingsOrderRoutes(ctx))
  router.route(savings, createDepositRoutes(ctx))
  router.route(
    transactionAccountsServicePrefix.slice(dasPrefix.length),
    createTransactionsRoutes(ctx),
  )
  return router
}
