import { savingsSandboxContract } from '@portal/api-clients/contracts/savings'
import { Hono } from 'hono'
import { registerEndpoint } from '../../http/contract-route'
import type { ServiceContext } from '../service-context'

const hourMs = 3_600_000

/**
 * Demo controls of a local sandbox (`/das/v1/sandbox`): read and move the sandbox clock, which
 * runs every event that became due; simulate a transfer arriving on a settlement account.
 */
export function createSavingsSandboxRoutes({ ledger }: ServiceContext): Hono {
  const router = new Hono()
  registerEndpoint(router, savingsSandboxContract.getClock, async () => {
    const events = await ledger.runDueEvents()
    const now = await ledger.clock.now()
    return { now: now.toISOString(), today: now.toISOString().slice(0, 10), events }
  })
  registerEndpoint(router, savingsSandboxContract.advanceClock, async ({ body }) =>
    ledger.advanceClock((body.days * 24 + body.hours) * hourMs),
  )
  registerEndpoint(router, savingsSandboxContract.receiveTransfer, async ({ body }) =>
    ledger.receiveTransfer(body.customerId, body),
  )
  return router
}
