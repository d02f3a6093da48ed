import type { LedgerBookingType } from '@portal/api-clients/contracts/savings-entities'
import type { SandboxOrm } from '../../db/database'

/** A drizzle transaction on the sandbox database. */
export type LedgerTx = Parameters<Parameters<SandboxOrm['transaction']>[0]>[0]

/** What moved money: the contract's list (packages/api-clients), the one definition. */
export type BookingType = LedgerBookingType
