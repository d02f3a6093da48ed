import { and, eq } from 'drizzle-orm'
import { savingsOrders } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { LedgerTx } from './ledger-transaction'
import { announceSavings, bankNameOf } from './savings-announcements'
import { canTransition, orderTransitions, transition } from './state-machines'

/** The customer cancels an order that has not been forwarded yet; nothing was booked for it. */
export async function cancelOrder(
  tx: LedgerTx,
  customerId: string,
  orderId: string,
  now: Date,
): Promise<typeof savingsOrders.$inferSelect | ServiceError> {
  const [order] = await tx
    .select()
    .from(savingsOrders)
    .where(and(eq(savingsOrders.id, orderId), eq(savingsOrders.customerId, customerId)))
    .for('update')
  if (order === undefined)
    return new ServiceError(404, 'orderNotFound', `Order ${orderId} not found`)
  if (order.status === 'cancelled') return order
  if (!canTransition(orderTransitions, order.status, 'cancelled')) {
    return new ServiceError(
      409,
      'orderNotCancellable',
      'The order has already been forwarded to the bank.',
    )
  }
  const [cancelled] = await tx
    .update(savingsOrders)
    .set({
      status: transition(orderTransitions, order.status, 'cancelled'),
      closedOn: now.toISOString().slice(0, 10),
    })
    .where(eq(savingsOrders.id, orderId))
    .returning()
  const bank = await bankNameOf(tx, order.bankId)
  await announceSavings(
    tx,
    customerId,
    'savings_order',
    order.currency,
    (texts, format) => texts.orderCancelled(format.money(order.amount), bank),
    now,
  )
  return cancelled ?? order
}
