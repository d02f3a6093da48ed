import { contentServicePrefix } from '@portal/api-clients/contracts/content'
import { customersServicePrefix } from '@portal/api-clients/contracts/customers'
import { depositsServicePrefix } from '@portal/api-clients/contracts/deposits'
import { identityServicePrefix } from '@portal/api-clients/contracts/identity'
import { transactionAccountsServicePrefix } from '@portal/api-clients/contracts/transactions'
import { usersServicePrefix } from '@portal/api-clients/contracts/users'
import { Hono } from 'hono'
import {
  type CustomerDataOptions,
  mountCustomerDataServices,
} from './customer-data/mount-customer-data-services'
import { type Database, isDatabaseAvailable } from './db/database'
import { createStatisticsKeeper } from './db/planner-statistics'
import { answerNotFound, createErrorAnswer } from './http/error-responses'
import type { IdentityProvider } from './identity/identity-provider'
import {
  createPortalNotifier,
  type PortalNotifier,
  readPortalWebhook,
  silentNotifier,
} from './portal-webhook/portal-notifier'
import { createAssetsRoutes } from './services/assets/assets-routes'
import { createCustomersRoutes } from './services/cas/customers-routes'
import { createContentRoutes } from './services/cms/content-routes'
import { createCollectorRoutes } from './services/collector/collector-routes'
import { mountSavingsServices, type SavingsServicesOptions } from './services/das/savings-services'
import { createTransactionsRoutes } from './services/das/transactions-routes'
import { createDepositsRoutes } from './services/dbs/deposits-routes'
import { createIdentityRoutes } from './services/idp/idp-routes'
import {
  createIntegrationRoutes,
  integrationServicePrefix,
} from './services/pia/integration-routes'
import { mountInvestmentsServices } from './services/pia/investments-services'
import { createUsersRoutes } from './services/ums/users-routes'

export interface AppOptions {
  /** The identity provider that issues and verifies tokens (see `createIdentityProvider`). */
  identity: IdentityProvider
  /** Where unexpected exceptions are reported; the client only ever sees a normalised error. */
  logError?: (error: unknown) => void
  /** Test-only controls such as slowing the transaction service (SANDBOX_FAULT_INJECTION=1). */
  faultInjection?: boolean
  /** Who hears about changed offers; default: the portal of SANDBOX_PORTAL_WEBHOOK_URL, if set. */
  portalNotifier?: PortalNotifier
  /** Savings demo controls and clock (see `mountSavingsServices`); default: no demo controls. */
  savings?: SavingsServicesOptions
  /** Customer-data services (issue 16); default: demo controls as for savings, depot in the data dir. */
  customerData?: CustomerDataOptions
}

function notifierFromEnvironment(): PortalNotifier {
  const webhook = readPortalWebhook(process.env)
  return webhook ? createPortalNotifier(webhook) : silentNotifier
}

/** The sandbox's HTTP app on an open database; tests call `app.request()` without a network. */
export function createApp(database: Database, options: AppOptions): Hono {
  const app = new Hono()
  const statistics = createStatisticsKeeper(database)
  // what a write changed reaches the planner's statistics (PGlite has no autovacuum)
  app.use('*', async (context, next) => {
    await next()
    if (context.req.method !== 'GET' && context.req.method !== 'HEAD') statistics.changed()
  })
  app.get('/health', (c) => c.json({ status: 'ok' }))
  mountCustomerDataServices(app, database, options.identity, {
    demoControls: options.savings?.demoControls ?? false,
    clock: options.savings?.clock,
    ...options.customerData,
  })
  app.route(
    depositsServicePrefix,
    createDepositsRoutes(database.orm, {
      faultInjection: options.faultInjection ?? false,
      portalNotifier: options.portalNotifier ?? notifierFromEnvironment(),
    }),
  )
  app.route(identityServicePrefix, createIdentityRoutes(options.identity))
  app.route(usersServicePrefix, createUsersRoutes(database.orm, options.identity))
  app.route(customersServicePrefix, createCustomersRoutes(database.orm, options.identity))
  app.route(contentServicePrefix, createContentRoutes())
  app.route('/assets', createAssetsRoutes(database.orm))
  app.route('/', createCollectorRoutes(database.client))
  app.route(integrationServicePrefix, createIntegrationRoutes())
  const ledger = mountSavingsServices(app, database, options.identity, {
    demoControls: false,
    ...options.savings,
    onDueEvents: statistics.changed,
  })
  app.route(
    transactionAccountsServicePrefix,
    createTransactionsRoutes(database.orm, options.identity, {
      faultInjection: options.faultInjection ?? false,
      runDueEvents: ledger.runDueEvents,
    }),
  )
  mountInvestmentsServices(
    app,
    database,
    options.identity,
    options.savings ?? { demoControls: false },
  )
  app.notFound(answerNotFound)
  app.onError(
    createErrorAnswer({
      isDatabaseAvailable: () => isDatabaseAvailable(database),
      logError: options.logError ?? ((error) => console.error('sandbox request failed', error)),
    }),
  )
  return app
}
