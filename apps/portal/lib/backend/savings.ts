import type {
  BookingPage,
  BookingQuery,
  DepositDetail,
  ProlongationChoice,
  SavingsOverview,
} from '@portal/api-clients/contracts/savings'
import { cache } from 'react'
import { serverEnv } from '@/lib/env'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { answerOf, noAccount, type ServiceResult } from './service-result'

/**
 * The savings service (`/das/v1`): the ledger's settlement accounts, deposits, orders and
 * bookings of the session's chosen customer account. Personal, so never cached; the sandbox
 * checks the ownership again (another customer's deposit answers 404). The contract's `/das`
 * transaction services get the spec's 20000 ms timeout (section 7; `TRANSACTION_SERVICE_TIMEOUT_MS`).
 */
const savings = async () => apiClients(await getRegion()).savings

function call(token: string) {
  return { token, signal: AbortSignal.timeout(serverEnv().TRANSACTION_SERVICE_TIMEOUT_MS) }
}

/** Settlement balances, deposits, open orders and guarantee exposure. */
export async function getSavingsOverview(
  session: Session,
): Promise<ServiceResult<SavingsOverview>> {
  if (!session.bacNumber) return noAccount
  return overview(session.accessToken, session.bacNumber)
}

const overview = cache(async (token: string, customerId: string) => {
  const client = await savings()
  return answerOf(() =>
    client.getOverview({ params: { customerId }, ...call(token), init: personalRead }),
  )
})

/** One deposit with its bookings; `notFound` for an id that is not this customer's. */
export async function getDeposit(
  session: Session,
  depositId: string,
): Promise<ServiceResult<DepositDetail>> {
  if (!session.bacNumber) return noAccount
  return deposit(session.accessToken, session.bacNumber, depositId)
}

const deposit = cache(async (token: string, customerId: string, depositId: string) => {
  const client = await savings()
  return answerOf(() =>
    client.getDeposit({ params: { customerId, depositId }, ...call(token), init: personalRead }),
  )
})

/** One page of the customer's bookings (newest first) as the ledger filters them. */
export async function getBookings(
  session: Session,
  query: BookingQuery,
): Promise<ServiceResult<BookingPage>> {
  if (!session.bacNumber) return noAccount
  return bookings(session.accessToken, session.bacNumber, JSON.stringify(query))
}

/** Keyed by the query's JSON, since the cache compares arguments by identity. */
const bookings = cache(async (token: string, customerId: string, queryJson: string) => {
  const client = await savings()
  const query = JSON.parse(queryJson) as BookingQuery
  return answerOf(() =>
    client.listBookings({ params: { customerId }, query, ...call(token), init: personalRead }),
  )
})

/** Changes what happens at maturity; the sandbox refuses after the cut-off (409). */
export async function changeProlongation(
  session: Session,
  depositId: string,
  prolongation: ProlongationChoice,
) {
  const customerId = session.bacNumber ?? ''
  const client = await savings()
  return answerOf(() =>
    client.changeProlongation({
      params: { customerId, depositId },
      body: { prolongation },
      ...call(session.accessToken),
    }),
  )
}

/**
 * Gives notice on a notice account, on all of it or on `amount` minor units where the offer
 * allows it; the money becomes available after the notice period.
 */
export async function giveNotice(session: Session, depositId: string, amount?: number) {
  const customerId = session.bacNumber ?? ''
  const client = await savings()
  return answerOf(() =>
    client.giveNotice({
      params: { customerId, depositId },
      body: amount === undefined ? {} : { amount },
      ...call(session.accessToken),
    }),
  )
}

/** Cancels an order not yet forwarded; once forwarded the sandbox refuses (409). */
export async function cancelOrder(session: Session, orderId: string) {
  const customerId = session.bacNumber ?? ''
  const client = await savings()
  return answerOf(() =>
    client.cancelOrder({ params: { customerId, orderId }, ...call(session.accessToken) }),
  )
}
