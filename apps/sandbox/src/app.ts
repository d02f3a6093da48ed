import { contentServicePrefix } from '@portal/api-clients/contracts/content'
import { customerTaxServicePrefix } from '@portal/api-clients/contracts/customer-tax'
import { customersServicePrefix } from '@portal/api-clients/contracts/customers'
import { depositsServicePrefix } from '@portal/api-clients/contracts/deposits'
import { documentsServicePrefix } from '@portal/api-clients/contracts/documents'
import { identityServicePrefix } from '@portal/api-clients/contracts/identity'
import { investmentsServicePrefix } from '@portal/api-clients/contracts/investments'
import {
  kycCasesServicePrefix,
  kycConnectorServicePrefix,
  kycStatusServicePrefix,
} from '@portal/api-clients/contracts/kyc'
import { paymentsServicePrefix } from '@portal/api-clients/contracts/payments'
import { postboxServicePrefix } from '@portal/api-clients/contracts/postbox'
import { savingsServicePrefix } from '@portal/api-clients/contracts/savings'
import { strongAuthenticationServicePrefix } from '@portal/api-clients/contracts/strong-authentication'
import { usersServicePrefix } from '@portal/api-clients/contracts/users'
import { Hono } from 'hono'
import type { AccessEnv } from './bank/access/authorized'
import { type Database, isDatabaseAvailable } from './db/database'
import { createStatisticsKeeper } from './db/planner-statistics'
import { answerNotFound, createErrorAnswer } from './http/error-responses'
import { countRequests } from './http/request-count'
import type { IdentityProvider } from './identity/identity-provider'
import { createAssetsRoutes } from './services/assets/assets-routes'
import { createCasRoutes } from './services/cas/cas-routes'
import { createCmsRoutes } from './services/cms/cms-routes'
import { createCockpitStandIns } from './services/cockpits/cockpit-stand-ins'
import { createCollectorRoutes } from './services/collector/collector-routes'
import { createCpsRoutes } from './services/cps/cps-routes'
import { createDasRoutes, dasPrefix } from './services/das/das-routes'
import { createDbsRoutes } from './services/dbs/dbs-routes'
import { createDdsRoutes } from './services/dds/dds-routes'
import { createDssRoutes } from './services/dss/dss-routes'
import { createIdpRoutes } from './services/idp/idp-routes'
import { createKciRoutes } from './services/kci/kci-routes'
import { createKcpsRoutes } from './services/kcps/kcps-routes'
import { createKssRoutes } from './services/kss/kss-routes'
import { createPiaRoutes } from './services/pia/pia-routes'
import { createPomRoutes } from './services/pom/pom-routes'
import { createScasRoutes } from './services/scas/scas-routes'
import {
  createServiceContext,
  type ServiceContext,
  type ServiceSettings,
} from './services/service-context'
import { createUmsRoutes } from './services/ums/ums-routes'

/** One service module of the sandbox, mounted under its prefix. */
type ServiceMount = readonly [
  prefix: string,
  routes: (ctx: ServiceContext) => Hono<AccessEnv> | Hono,
]

/** Every service of the sandbox, by the spec's prefixes (section 7), and the sandbox's own. */
const services: readonly ServiceMount[] = [
  [identityServicePrefix, (ctx) => createIdpRoutes(ctx.idp)],
  [customersServicePrefix, createCasRoutes],
  [usersServicePrefix, createUmsRoutes],
  [strongAuthenticationServicePrefix, createScasRoutes],
  [postboxServicePrefix, createPomRoutes],
  [investmentsServicePrefix, createPiaRoutes],
  [dasPrefix, createDasRoutes],
  [paymentsServicePrefix, createCpsRoutes],
  // the portal pays out under the savings service's path: an alias of the payment service
  [savingsServicePrefix, createCpsRoutes],
  [depositsServicePrefix, createDbsRoutes],
  [documentsServicePrefix, createDdsRoutes],
  [kycConnectorServicePrefix, createKciRoutes],
  [kycStatusServicePrefix, createKssRoutes],
  [kycCasesServicePrefix, createKcpsRoutes],
  [customerTaxServicePrefix, createDssRoutes],
  [contentServicePrefix, createCmsRoutes],
  ['/assets', (ctx) => createAssetsRoutes(ctx.orm)],
  ['/cockpits', createCockpitStandIns],
  ['/', (ctx) => createCollectorRoutes(ctx.database.client)],
]

export interface AppOptions extends Omit<ServiceSettings, 'onDueEvents'> {
  /** The identity provider that issues and verifies tokens (see `createIdentityProvider`). */
  identity: IdentityProvider
  /** Where unexpected exceptions are reported; the client only ever sees a normalised error. */
  logError?: (error: unknown) => void
}

/** The sandbox's HTTP app on an open database; tests call `app.request()` without a network. */
export function createApp(database: Database, options: AppOptions): Hono {
  const app = new Hono()
  const statistics = createStatisticsKeeper(database)
  countRequests(app, { listCalls: options.demoControls ?? false })
  // what a write changed reaches the planner's statistics (PGlite has no autovacuum)
  app.use('*', async (context, next) => {
    await next()
    if (context.req.method !== 'GET' && context.req.method !== 'HEAD') statistics.changed()
  })
  app.get('/health', (c) => c.json({ status: 'ok' }))
  const ctx = createServiceContext(database, options.identity, {
    ...options,
    onDueEvents: statistics.changed,
  })
  for (const [prefix, routes] of services) app.route(prefix, routes(ctx) as Hono<AccessEnv>)
  app.notFound(answerNotFound)
  app.onError(
    createErrorAnswer({
      isDatabaseAvailable: () => isDatabaseAvailable(database),
      logError: options.logError ?? ((error) => console.error('sandbox request failed', error)),
    }),
  )
  return app
}
