import path from 'node:path'
import { type Access, createAccess } from '../bank/access/authorized'
import { createPortfolioLedger, type PortfolioLedger } from '../bank/investments/portfolio-ledger'
import { createPriceBook } from '../bank/investments/price-book'
import { createSavingsLedger, type SavingsLedger } from '../bank/ledger/savings-ledger'
import { createSandboxClock, type SandboxClock } from '../clock/sandbox-clock'
import { readSandboxConfig } from '../config'
import type { Database, SandboxOrm } from '../db/database'
import type { IdentityProvider } from '../identity/identity-provider'
import {
  createPortalNotifier,
  type PortalNotifier,
  readPortalWebhook,
  silentNotifier,
} from '../portal-webhook/portal-notifier'

/** What every service module gets: the database, the bank core and the run's settings. */
export interface ServiceContext {
  database: Database
  orm: SandboxOrm
  idp: IdentityProvider
  /** The bank's access rules; every customer route names one. */
  access: Access
  clock: SandboxClock
  /** The savings ledger (and the bank's batch of due events). */
  ledger: SavingsLedger
  /** The portfolios' bookkeeping, in the same ledger. */
  portfolios: PortfolioLedger
  /** Local demo endpoints: sandbox clock, incoming transfers, SMS and mail outbox, decisions. */
  demoControls: boolean
  /** Test-only controls (SANDBOX_FAULT_INJECTION=1): slow services, changed rates. */
  faultInjection: boolean
  /** Directory of the document depot's files (generated names only). */
  depotDirectory: string
  /** Origin of the portal, for links in mails. */
  portalUrl: string
  /** Who hears about changed offers. */
  portalNotifier: PortalNotifier
}

export interface ServiceSettings {
  /** Demo controls (see `demoControls` in config.ts); default off. */
  demoControls?: boolean | undefined
  faultInjection?: boolean | undefined
  /** Tests pass a clock with a fixed real time; default: real time plus the stored offset. */
  clock?: SandboxClock | undefined
  /** Default: `<SANDBOX_DATA_DIR>/depot`. */
  depotDirectory?: string | undefined
  /** Default: `SANDBOX_PORTAL_URL` or http://localhost:3000. */
  portalUrl?: string | undefined
  /** Default: the portal of SANDBOX_PORTAL_WEBHOOK_URL, if set. */
  portalNotifier?: PortalNotifier | undefined
  /** Told when the bank's batch booked something (interest, openings, maturities). */
  onDueEvents?: (() => void) | undefined
}

function notifierFromEnvironment(): PortalNotifier {
  const webhook = readPortalWebhook(process.env)
  return webhook ? createPortalNotifier(webhook) : silentNotifier
}

export function createServiceContext(
  database: Database,
  idp: IdentityProvider,
  settings: ServiceSettings,
): ServiceContext {
  const orm = database.orm
  const clock = settings.clock ?? createSandboxClock(orm)
  return {
    database,
    orm,
    idp,
    access: createAccess(orm, idp),
    clock,
    ledger: createSavingsLedger(orm, clock, { onDueEvents: settings.onDueEvents }),
    portfolios: createPortfolioLedger(orm, clock, createPriceBook()),
    demoControls: settings.demoControls ?? false,
    faultInjection: settings.faultInjection ?? false,
    depotDirectory: settings.depotDirectory ?? path.join(readSandboxConfig().dataDir, 'depot'),
    portalUrl: settings.portalUrl ?? process.env.SANDBOX_PORTAL_URL ?? 'http://localhost:3000',
    portalNotifier: settings.portalNotifier ?? notifierFromEnvironment(),
  }
}
