import {
  idempotencyKeyHeader,
  type PlaceOrderRequest,
  type SavingsOrder,
} from '@portal/api-clients/contracts/savings'
import { cache } from 'react'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { noAccount, noSuchRecord, resultOf, type ServiceResult } from './service-result'

/**
 * Ordering a deposit (`/das/v1/customers/:id/orders`): the order itself, with an Idempotency-Key
 * (a double click, a resubmitted form or a replayed request is one order), and its funding
 * instructions. Refusals carry their code (`offerEnded`, `offerNotFound`, `amountOutOfRange`).
 */
export async function placeOrder(
  session: Session,
  order: PlaceOrderRequest,
  idempotencyKey: string,
): Promise<ServiceResult<SavingsOrder>> {
  if (!session.bacNumber) return noAccount
  return resultOf(
    await apiClients(await getRegion()).savings.placeOrder({
      params: { customerId: session.bacNumber },
      body: order,
      token: session.accessToken,
      headers: { [idempotencyKeyHeader]: idempotencyKey },
      init: personalRead,
    }),
  )
}

/** One of the customer's own orders; `notFound` when it is not theirs or unknown. */
export async function getOrder(
  session: Session,
  orderId: string,
): Promise<ServiceResult<SavingsOrder>> {
  if (!session.bacNumber) return noAccount
  if (!/^[\w-]{1,80}$/.test(orderId)) return noSuchRecord
  return order(session.accessToken, session.bacNumber, orderId)
}

const order = cache(async (token: string, customerId: string, orderId: string) =>
  resultOf(
    await apiClients(await getRegion()).savings.getOrder({
      params: { customerId, orderId },
      token,
      init: personalRead,
    }),
  ),
)
