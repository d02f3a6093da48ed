import path from 'node:path'
import { customerTaxServicePrefix } from '@portal/api-clients/contracts/customer-tax'
import { customersServicePrefix } from '@portal/api-clients/contracts/customers'
import { documentsServicePrefix } from '@portal/api-clients/contracts/documents'
import {
  kycCasesServicePrefix,
  kycConnectorServicePrefix,
  kycStatusServicePrefix,
} from '@portal/api-clients/contracts/kyc'
import { postboxServicePrefix } from '@portal/api-clients/contracts/postbox'
import { strongAuthenticationServicePrefix } from '@portal/api-clients/contracts/strong-authentication'
import { usersServicePrefix } from '@portal/api-clients/contracts/users'
import type { Hono } from 'hono'
import { createSandboxClock, type SandboxClock } from '../clock/sandbox-clock'
import { readSandboxConfig } from '../config'
import type { Database } from '../db/database'
import type { IdentityProvider } from '../identity/identity-provider'
import { createConsentsRoutes } from '../services/cas/consents-routes'
import { createCustomerDataRoutes } from '../services/cas/customer-data-routes'
import { createReferralsRoutes } from '../services/cas/referrals-routes'
import { createDocumentsRoutes } from '../services/dds/documents-routes'
import { createCustomerTaxRoutes } from '../services/dss/customer-tax-routes'
import {
  createKycCasesRoutes,
  createKycConnectorRoutes,
  createKycStatusRoutes,
} from '../services/kcps/kyc-routes'
import { createNotificationsRoutes } from '../services/pom/notifications-routes'
import { createPostboxRoutes } from '../services/pom/postbox-routes'
import { createDataChangeScaRoutes } from '../services/scas/data-change-challenge-routes'
import type { CustomerDataContext } from '../services/service-context'
import { createUserAccountRoutes } from '../services/ums/user-account-routes'

export interface CustomerDataOptions {
  /** Mail outbox and KYC decisions (see `demoControls` in config.ts). */
  demoControls?: boolean
  /** Default: `<SANDBOX_DATA_DIR>/depot`. */
  depotDirectory?: string
  /** Default: `SANDBOX_PORTAL_URL` or http://localhost:3000. */
  portalUrl?: string
  clock?: SandboxClock | undefined
}

/**
 * Mounts the customer-data services (issue 16). Called before the users and savings routes: the
 * password change with SCA replaces the older one, and the mTAN lock guards payment challenges.
 */
export function mountCustomerDataServices(
  app: Hono,
  database: Database,
  identity: IdentityProvider,
  options: CustomerDataOptions,
): CustomerDataContext {
  const ctx: CustomerDataContext = {
    orm: database.orm,
    idp: identity,
    clock: options.clock ?? createSandboxClock(database.orm),
    demoControls: options.demoControls ?? false,
    depotDirectory: options.depotDirectory ?? path.join(readSandboxConfig().dataDir, 'depot'),
    portalUrl: options.portalUrl ?? process.env.SANDBOX_PORTAL_URL ?? 'http://localhost:3000',
  }
  app.route(strongAuthenticationServicePrefix, createDataChangeScaRoutes(ctx))
  app.route(usersServicePrefix, createUserAccountRoutes(ctx))
  app.route(postboxServicePrefix, createNotificationsRoutes(ctx))
  app.route(postboxServicePrefix, createPostboxRoutes(ctx))
  app.route(documentsServicePrefix, createDocumentsRoutes(ctx))
  app.route(customersServicePrefix, createCustomerDataRoutes(ctx))
  app.route(customersServicePrefix, createReferralsRoutes(ctx))
  app.route(customersServicePrefix, createConsentsRoutes(ctx))
  app.route(kycStatusServicePrefix, createKycStatusRoutes(ctx))
  app.route(kycConnectorServicePrefix, createKycConnectorRoutes(ctx))
  app.route(kycCasesServicePrefix, createKycCasesRoutes(ctx))
  app.route(customerTaxServicePrefix, createCustomerTaxRoutes(ctx))
  return ctx
}
