import { savingsServicePrefix } from '@portal/api-clients/contracts/savings'
import { strongAuthenticationServicePrefix } from '@portal/api-clients/contracts/strong-authentication'
import type { Hono } from 'hono'
import { createSavingsLedger, type SavingsLedger } from '../../bank/ledger/savings-ledger'
import { createSandboxClock, type SandboxClock } from '../../clock/sandbox-clock'
import type { Database } from '../../db/database'
import type { IdentityProvider } from '../../identity/identity-provider'
import { createStrongAuthenticationRoutes } from '../scas/payment-challenge-routes'
import { createSavingsRoutes } from './savings-routes'
import { createSavingsSandboxRoutes } from './savings-sandbox-routes'

export interface SavingsServicesOptions {
  /** Clock, incoming transfers and the SMS outbox (see `demoControls` in config.ts). */
  demoControls: boolean
  /** Tests pass a clock with a fixed real time; default: real time plus the stored offset. */
  clock?: SandboxClock | undefined
  /** Told when the bank's batch booked something (interest, openings, maturities). */
  onDueEvents?: () => void
}

/**
 * Mounts the savings service (`/das/v1`) and strong customer authentication (`/scas/api/v2`);
 * returns the ledger for the other services that read it.
 */
export function mountSavingsServices(
  app: Hono,
  database: Database,
  identity: IdentityProvider,
  options: SavingsServicesOptions,
): SavingsLedger {
  const clock = options.clock ?? createSandboxClock(database.orm)
  const ledger = createSavingsLedger(database.orm, clock, { onDueEvents: options.onDueEvents })
  if (options.demoControls) {
    app.route(savingsServicePrefix, createSavingsSandboxRoutes(ledger))
  }
  app.route(savingsServicePrefix, createSavingsRoutes(database.orm, identity, ledger))
  app.route(
    strongAuthenticationServicePrefix,
    createStrongAuthenticationRoutes(database.orm, identity, clock, options),
  )
  return ledger
}
