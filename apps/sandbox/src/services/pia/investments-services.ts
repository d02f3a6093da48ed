import { investmentsServicePrefix } from '@portal/api-clients/contracts/investments'
import type { Hono } from 'hono'
import { createPortfolioLedger } from '../../bank/investments/portfolio-ledger'
import { createPriceBook } from '../../bank/investments/price-book'
import { createSandboxClock, type SandboxClock } from '../../clock/sandbox-clock'
import type { Database } from '../../db/database'
import type { IdentityProvider } from '../../identity/identity-provider'
import { createCockpitStandIns } from '../cockpits/cockpit-stand-ins'
import { createInvestmentsRoutes } from './investments-routes'

/** Where the cockpit stand-ins answer (the portal's local cockpit hosts point here). */
export const cockpitStandInPrefix = '/cockpits'

/** Mounts the portfolio service (`/pia/api/v1`) and, in local runs, the cockpit stand-ins. */
export function mountInvestmentsServices(
  app: Hono,
  database: Database,
  identity: IdentityProvider,
  options: { demoControls: boolean; clock?: SandboxClock | undefined },
): void {
  const clock = options.clock ?? createSandboxClock(database.orm)
  const prices = createPriceBook()
  const ledger = createPortfolioLedger(database.orm, clock, prices)
  app.route(
    investmentsServicePrefix,
    createInvestmentsRoutes(database.orm, identity, ledger, prices),
  )
  if (options.demoControls) app.route(cockpitStandInPrefix, createCockpitStandIns())
}
