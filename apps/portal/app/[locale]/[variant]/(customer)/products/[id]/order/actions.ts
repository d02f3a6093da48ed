'use server'

import { redirect } from 'next/navigation'
import { placeOrder } from '@/lib/backend/orders'
import { checkRole } from '@/lib/customer/authorise'
import { missingSessionReason } from '@/lib/customer/customer-services-state'
import { hasOfferEnded } from '@/lib/ordering/offer-ended'
import { readOrderAmount } from '@/lib/ordering/order-amount'
import { chosenProlongation, OrderFormFields, type OrderFormState } from '@/lib/ordering/order-form'
import { getOrderOffer } from '@/lib/ordering/orderable-offers'
import { placedOrderOf } from '@/lib/ordering/placed-order'
import { requestLocale } from '@/lib/page/request-locale'
import { requestHref } from '@/lib/routing/request-href'
import { orderProlongationChoices } from '@/lib/savings/prolongation'
import { getSession } from '@/lib/session/get-session'

/**
 * One step of the order flow: `review` checks the amount, `confirm` places the order under the
 * form's idempotency key and opens the funding instructions. The session, the role's right to
 * order, the offer's market and availability and the amount are checked here at every step; the
 * sandbox checks them again.
 */
export async function submitOrder(
  previous: OrderFormState,
  form: FormData,
): Promise<OrderFormState> {
  const typed = String(form.get('amount') ?? '').slice(0, 40)
  const fields = OrderFormFields.safeParse(Object.fromEntries(form))
  const kept = fields.data?.prolongation ? { prolongation: fields.data.prolongation } : {}
  const back = (error: NonNullable<OrderFormState['error']>): OrderFormState =>
    previous.step === 'review' && fields.data?.intent === 'confirm'
      ? { ...previous, amount: typed, ...kept, error }
      : { step: 'amount', amount: typed, ...kept, error }
  if (!fields.success) return back('invalid')
  const session = await getSession()
  if (!session) return back(await missingSessionReason())
  // the role's right (README roles table), before the offer or the order reach the backend
  const role = await checkRole(session, 'order_deposit')
  if (!role.ok) return back(role.reason)
  const found = await getOrderOffer(session, fields.data.offerId)
  if (!found.ok && found.failure.reason !== 'notFound') return back('unavailable')
  if (!found.ok || found.data.status !== 'found') return back('notOffered')
  const { offer } = found.data
  if (hasOfferEnded(offer)) return back('offerEnded')
  const amount = readOrderAmount(fields.data.amount, {
    locale: await requestLocale(),
    currency: offer.currency,
    minAmount: offer.minAmount,
    maxAmount: offer.maxAmount,
  })
  if (!amount.ok) return { step: 'amount', amount: typed, ...kept, error: amount.error }
  const prolongation = chosenProlongation(orderProlongationChoices(offer), fields.data.prolongation)
  const reviewed: OrderFormState = {
    step: 'review',
    amount: typed,
    amountMinor: amount.minor,
    ...(prolongation ? { prolongation } : {}),
  }
  if (fields.data.intent === 'review') return reviewed
  if (offer.productInformationSheet && fields.data.acknowledged !== 'on') {
    return { ...reviewed, error: 'notAcknowledged' }
  }
  const placed = placedOrderOf(
    await placeOrder(
      session,
      { offerId: offer.id, amount: amount.minor, ...(prolongation ? { prolongation } : {}) },
      fields.data.idempotencyKey,
    ),
  )
  if (placed.status === 'placed') {
    const href = await requestHref()
    redirect(href('productOrder', { id: offer.id, query: { order: placed.order.id } }))
  }
  const errors = {
    offerEnded: 'offerEnded',
    notOffered: 'notOffered',
    amountOutOfRange: 'invalid',
    unavailable: 'unavailable',
    refused: 'invalid',
  } as const
  return { ...reviewed, error: errors[placed.status] }
}
