import type { LedgerBooking, SettlementAccount } from '@portal/api-clients/contracts/savings'
import { getBookings } from '@/lib/backend/savings'
import type { Session } from '@/lib/session/get-session'
import { latestSettlementDebit } from '@/lib/transactions/overdraft-cause'

/** Pages of 200 bookings read per overdrawn currency before the cause is given up on. */
const maxPages = 5

/**
 * Per overdrawn settlement account (by currency): its latest debit, read from the ledger's
 * bookings of that currency, newest first. A currency whose read fails or finds no debit is
 * left out, and the page falls back to the general explanation.
 */
export async function overdraftCauses(
  session: Session,
  accounts: readonly SettlementAccount[],
): Promise<Map<string, LedgerBooking>> {
  const overdrawn = accounts.filter((account) => account.balance < 0)
  const found = await Promise.all(
    overdrawn.map(async (account) => [account.currency, await causeOf(session, account)] as const),
  )
  return new Map(found.filter((entry): entry is [string, LedgerBooking] => entry[1] !== undefined))
}

async function causeOf(
  session: Session,
  account: SettlementAccount,
): Promise<LedgerBooking | undefined> {
  for (let page = 1; page <= maxPages; page += 1) {
    const outcome = await getBookings(session, { currency: account.currency, page, pageSize: 200 })
    if (!outcome.ok) return undefined
    const cause = latestSettlementDebit(outcome.data.items, account.currency)
    if (cause) return cause
    if (page * 200 >= outcome.data.total) return undefined
  }
  return undefined
}
