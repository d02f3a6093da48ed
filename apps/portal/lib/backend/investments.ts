import 'server-only'
import type {
  ChangeSavingsPlanRequest,
  InvestmentsOverview,
  PlaceInvestmentOrderRequest,
  Portfolio,
} from '@portal/api-clients/contracts/investments'
import { idempotencyKeyHeader } from '@portal/api-clients/contracts/savings'
import { cache } from 'react'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { noAccount, resultOf, type ServiceResult } from './service-result'

/**
 * The portfolio service (`/pia/api/v1`): the session's customer's portfolios, orders and savings
 * plans. Personal, never cached; the sandbox checks ownership again (another customer's
 * portfolio answers 404).
 */
const investments = async () => apiClients(await getRegion()).investments

/** Every portfolio with holdings, pending orders, savings plan and history. */
export async function getInvestmentsOverview(
  session: Session,
): Promise<ServiceResult<InvestmentsOverview>> {
  if (!session.bacNumber) return noAccount
  return overview(session.accessToken, session.bacNumber)
}

const overview = cache(async (token: string, customerId: string) =>
  resultOf(
    await (await investments()).getOverview({ params: { customerId }, token, init: personalRead }),
  ),
)

/** One portfolio of this customer; `notFound` for anyone else's id. */
export async function getPortfolio(
  session: Session,
  portfolioId: string,
): Promise<ServiceResult<Portfolio>> {
  if (!session.bacNumber) return noAccount
  return portfolio(session.accessToken, session.bacNumber, portfolioId)
}

const portfolio = cache(async (token: string, customerId: string, portfolioId: string) =>
  resultOf(
    await (await investments()).getPortfolio({
      params: { customerId, portfolioId },
      token,
      init: personalRead,
    }),
  ),
)

/**
 * A one-time order and/or savings plan, confirmed by a verified mTAN (the sandbox re-checks),
 * placed once per idempotency key (a replay answers the first answer).
 */
export async function placeInvestmentOrder(
  session: Session,
  body: PlaceInvestmentOrderRequest,
  idempotencyKey: string,
): Promise<ServiceResult<Portfolio>> {
  return resultOf(
    await (await investments()).placeOrder({
      params: { customerId: session.bacNumber ?? '' },
      body,
      token: session.accessToken,
      headers: { [idempotencyKeyHeader]: idempotencyKey },
      init: personalRead,
    }),
  )
}

/** Amount, day, pause or resume of a savings plan, confirmed by a verified mTAN. */
export async function changeSavingsPlan(
  session: Session,
  portfolioId: string,
  body: ChangeSavingsPlanRequest,
): Promise<ServiceResult<Portfolio>> {
  return resultOf(
    await (await investments()).changeSavingsPlan({
      params: { customerId: session.bacNumber ?? '', portfolioId },
      body,
      token: session.accessToken,
      init: personalRead,
    }),
  )
}
