import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import {
  type TransactionsOutcome,
  transactionsOutcome,
} from '@/lib/transactions/transactions-outcome'
import { apiClients } from './clients'
import { personalRead } from './read-policy'

/**
 * Transaction accounts (`/das/v2`). The bookings of the session's chosen customer account (one of
 * the token's own, see get-session), never cached: they are personal and change with every
 * booking. The sandbox checks the ownership again. Without a customer account there is nothing
 * to list.
 */
export async function getTransactions(session: Session): Promise<TransactionsOutcome> {
  if (!session.bacNumber) return { status: 'loaded', transactions: [] }
  const started = performance.now()
  const result = await apiClients(await getRegion()).transactionAccounts.listTransactions({
    params: { customerId: session.bacNumber },
    token: session.accessToken,
    init: personalRead,
  })
  return transactionsOutcome(result, performance.now() - started)
}
