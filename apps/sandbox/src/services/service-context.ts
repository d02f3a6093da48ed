import type { SandboxClock } from '../clock/sandbox-clock'
import type { SandboxOrm } from '../db/database'
import type { IdentityProvider } from '../identity/identity-provider'

/** What the customer-data services share (see `mountCustomerDataServices`). */
export interface CustomerDataContext {
  orm: SandboxOrm
  idp: IdentityProvider
  clock: SandboxClock
  /** Local demo endpoints: mail outbox, KYC decisions. */
  demoControls: boolean
  /** Directory of the document depot's files (generated names only). */
  depotDirectory: string
  /** Origin of the portal, for links in mails. */
  portalUrl: string
}
