import { embedAllPersonsAndReferenceAccounts } from '@portal/api-clients/contracts/customers'
import {
  idempotencyKeyHeader,
  type Withdrawal,
  type WithdrawalRequest,
} from '@portal/api-clients/contracts/savings'
import { fetchCustomer } from '@portal/api-clients/fetch-customer'
import type { MoneyOutSource, ReferenceAccountView } from '@/lib/money-out/money-out-sources'
import { moneyOutSourcesOf } from '@/lib/money-out/money-out-sources'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { isUnanswered } from './strong-authentication'

/**
 * Money out (`/das/v1/customers/:id/withdrawals`): from the settlement account or an overnight or
 * Flexgeld deposit, to the reference account only, with a verified mTAN for that amount and payee.
 */

export type MoneyOutSituation =
  | { status: 'loaded'; sources: MoneyOutSource[]; reference: ReferenceAccountView | null }
  | { status: 'unavailable' }

/** What can be paid out, from where, and the one account it can go to. */
export async function getMoneyOutSituation(session: Session): Promise<MoneyOutSituation> {
  if (!session.bacNumber) return { status: 'loaded', sources: [], reference: null }
  const clients = apiClients(await getRegion())
  const [overview, customer] = await Promise.all([
    clients.savings.getOverview({
      params: { customerId: session.bacNumber },
      token: session.accessToken,
      init: personalRead,
    }),
    fetchCustomer(clients.customers, {
      bacNumber: session.bacNumber,
      token: session.accessToken,
      embed: embedAllPersonsAndReferenceAccounts,
      init: personalRead,
    }),
  ])
  if (!overview.data || !customer.data) return { status: 'unavailable' }
  const account = customer.data._embedded?.referenceAccounts?.[0]
  return {
    status: 'loaded',
    sources: moneyOutSourcesOf(overview.data),
    reference: account?.iban
      ? { iban: account.iban, holder: account.accountHolder, bankName: account.bankName ?? '' }
      : null,
  }
}

export type WithdrawalOutcome =
  | { status: 'executed'; withdrawal: Withdrawal }
  | {
      status:
        | 'insufficientFunds'
        | 'payeeNotReference'
        | 'authenticationRequired'
        | 'unavailable'
        | 'refused'
    }

/** Executes the payout under the form's idempotency key (a resubmission pays once). */
export async function withdraw(
  session: Session,
  request: WithdrawalRequest,
  idempotencyKey: string,
): Promise<WithdrawalOutcome> {
  if (!session.bacNumber) return { status: 'refused' }
  const result = await apiClients(await getRegion()).savings.withdraw({
    params: { customerId: session.bacNumber },
    body: request,
    token: session.accessToken,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
    init: personalRead,
  })
  if (result.data) return { status: 'executed', withdrawal: result.data }
  const codes: Record<string, WithdrawalOutcome['status']> = {
    insufficientFunds: 'insufficientFunds',
    payeeNotReferenceAccount: 'payeeNotReference',
    authenticationRequired: 'authenticationRequired',
  }
  const known = codes[result.error.code]
  if (known) return { status: known } as WithdrawalOutcome
  return { status: isUnanswered(result.error) ? 'unavailable' : 'refused' }
}
