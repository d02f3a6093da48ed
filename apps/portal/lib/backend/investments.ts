import 'server-only'
import type {
  ChangeSavingsPlanRequest,
  InvestmentsOverview,
  PlaceInvestmentOrderRequest,
  Portfolio,
} from '@portal/api-clients/contracts/investments'
import type { ApiResult } from '@portal/api-clients/result'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'

/**
 * The portfolio service (`/pia/api/v1`): the session's customer's portfolios, orders and savings
 * plans. Personal, never cached; the sandbox checks ownership again (another customer's
 * portfolio answers 404).
 */
const investments = async () => apiClients(await getRegion()).investments

export type InvestmentsRead<T> =
  | { status: 'loaded'; data: T }
  | { status: 'none' }
  | { status: 'notFound' }
  | { status: 'failed' }

function outcome<T>(result: ApiResult<T>): InvestmentsRead<T> {
  if (result.error === undefined) return { status: 'loaded', data: result.data }
  return result.error.status === 404 ? { status: 'notFound' } : { status: 'failed' }
}

/** Every portfolio with holdings, pending orders, savings plan and history; `none` without account. */
export async function getInvestmentsOverview(
  session: Session,
): Promise<InvestmentsRead<InvestmentsOverview>> {
  const customerId = session.bacNumber
  if (!customerId) return { status: 'none' }
  return outcome(
    await (await investments()).getOverview({
      params: { customerId },
      token: session.accessToken,
      init: personalRead,
    }),
  )
}

/** One portfolio of this customer; `notFound` for anyone else's id. */
export async function getPortfolio(
  session: Session,
  portfolioId: string,
): Promise<InvestmentsRead<Portfolio>> {
  const customerId = session.bacNumber
  if (!customerId) return { status: 'notFound' }
  return outcome(
    await (await investments()).getPortfolio({
      params: { customerId, portfolioId },
      token: session.accessToken,
      init: personalRead,
    }),
  )
}

/** A one-time order and/or savings plan, confirmed by a verified mTAN (the sandbox re-checks). */
export async function placeInvestmentOrder(
  session: Session,
  body: PlaceInvestmentOrderRequest,
): Promise<ApiResult<Portfolio>> {
  return (await investments()).placeOrder({
    params: { customerId: session.bacNumber ?? '' },
    body,
    token: session.accessToken,
    init: personalRead,
  })
}

/** Amount, day, pause or resume of a savings plan, confirmed by a verified mTAN. */
export async function changeSavingsPlan(
  session: Session,
  portfolioId: string,
  body: ChangeSavingsPlanRequest,
): Promise<ApiResult<Portfolio>> {
  return (await investments()).changeSavingsPlan({
    params: { customerId: session.bacNumber ?? '', portfolioId },
    body,
    token: session.accessToken,
    init: personalRead,
  })
}
