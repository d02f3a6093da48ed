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
  if (!role.ok) return { status: 'error', error: role.reason }
  const form = CancelOrderForm.safeParse({ orderId: data.get('orderId') })
  if (!form.success) return { status: 'error', error: 'unavailable' }
  const result = await cancelOrder(session, form.data.orderId)
  if (!result.ok) return cancelOrderError(result.failure.code)
  refresh()
  return { status: 'cancelled' }
}
