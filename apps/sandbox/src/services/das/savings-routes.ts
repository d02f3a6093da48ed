import { savingsContract } from '@portal/api-clients/contracts/savings'
import { type Context, Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { customerLanguage } from '../../bank/customers/reader-language'
import { referenceIn } from '../../bank/ledger/booking-references'
import { registerEndpoint } from '../../http/contract-route'
import { requestOrCustomerLanguage } from '../../http/request-language'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { afterBatch } from './after-batch'
import { bookingPage } from './booking-views'
import { depositViewOf } from './deposit-view'
import { transactionServicesDelay } from './response-delay'
import { savingsOverview } from './savings-overview'

/**
 * The savings service's reads (`/das/v1`): the overview, a deposit with its bookings and the
 * bookings list, only of the token's own customers. The bank's batch books whatever fell due
 * before anything is read.
 */
export function createSavingsRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm, ledger } = ctx
  const router = new Hono<AccessEnv>()
  const reads = { access: ctx.access.owner }
  const batched = afterBatch(ledger)
  const readerOf = (context: Context, customerId: string) =>
    requestOrCustomerLanguage(context, () => customerLanguage(orm, customerId))
  registerEndpoint(
    router,
    savingsContract.getOverview,
    batched(async ({ params, context }) =>
      timedRead(context, async () =>
        savingsOverview(orm, params.customerId, await ledger.clock.today()),
      ),
    ),
    reads,
  )
  registerEndpoint(
    router,
    savingsContract.getDeposit,
    batched(async ({ params, context }) => {
      const view = await depositViewOf(ctx, params.customerId, params.depositId)
      if (view instanceof ServiceError) return view
      const page = await bookingPage(orm, params.customerId, {
        depositId: params.depositId,
        page: 1,
        pageSize: 200,
      })
      const reader = await readerOf(context, params.customerId)
      return {
        ...view,
        bookings: page.items.map((item) => referenceIn(item, reader)),
        today: await ledger.clock.today(),
      }
    }),
    reads,
  )
  registerEndpoint(
    router,
    savingsContract.listBookings,
    batched(async ({ params, query, context }) => {
      await transactionServicesDelay.wait(context.req.raw.signal)
      const reader = await readerOf(context, params.customerId)
      return timedRead(context, async () => {
        const page = await bookingPage(orm, params.customerId, query)
        return { ...page, items: page.items.map((item) => referenceIn(item, reader)) }
      })
    }),
    reads,
  )
  return router
}

/**
 * Answers the read and states its time in the database as `Server-Timing: ledger;dur=…` (ms),
 * so a caller (the bench) sees the ledger's own latency apart from the network and the token.
 */
async function timedRead<T>(
  context: { header(name: string, value: string): void },
  read: () => Promise<T>,
): Promise<T> {
  const started = performance.now()
  const answer = await read()
  context.header('Server-Timing', `ledger;dur=${(performance.now() - started).toFixed(2)}`)
  return answer
}
