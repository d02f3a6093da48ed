'use server'

import { refresh } from 'next/cache'
import { cancelOrder } from '@/lib/backend/savings'
import { checkRole } from '@/lib/customer/authorise'
import {
  CancelOrderForm,
  type CancelOrderState,
  cancelOrderError,
} from '@/lib/savings/order-cancellation'
import { requireSession } from '@/lib/session/get-session'

/**
 * Cancels an order that still waits for its money (`POST …/orders/:id/cancellation`). Nothing
 * was booked for it, so no mTAN; the right to order is checked here and again by the sandbox,
 * which refuses an order already forwarded to the bank.
 */
export async function cancelOrderAction(
  _previous: CancelOrderState,
  data: FormData,
): Promise<CancelOrderState> {
  const session = await requireSession('dashboard')
  const role = await checkRole(session, 'order_deposit')
  const form = CancelOrderForm.safeParse({ orderId: data.get('orderId') })
  if (!form.success) return { status: 'error', orderId: '', error: 'unavailable' }
  const { orderId } = form.data
  if (!role.ok) return { status: 'error', orderId, error: role.reason }
  const result = await cancelOrder(session, orderId)
  if (!result.ok) return cancelOrderError(orderId, result.failure.code)
  // The order leaves the list; its confirmation stays above the list (OrderCancellation)
  refresh()
  return { status: 'cancelled', orderId }
}
