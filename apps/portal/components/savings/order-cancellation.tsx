'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { useTranslations } from 'next-intl'
import { createContext, type ReactNode, use, useActionState, useState } from 'react'
import type { CancelOrderState } from '@/lib/savings/order-cancellation'

type CancelAction = (previous: CancelOrderState, data: FormData) => Promise<CancelOrderState>

interface OrderCancellationValue {
  state: CancelOrderState
  /** The order whose cancellation is running, if any. */
  pendingOrderId: string | null
  submit: (orderId: string, data: FormData) => void
}

const OrderCancellationContext = createContext<OrderCancellationValue | null>(null)

/**
 * Runs the cancel action for every pending order of a list and keeps its answer above the list:
 * a cancelled order leaves the list in the same answer (the page is refreshed), so the
 * confirmation cannot live in the order's own card.
 */
export function OrderCancellation({
  action,
  children,
}: {
  action: CancelAction
  children: ReactNode
}) {
  const t = useTranslations('Savings.orders.cancel')
  const [state, formAction, pending] = useActionState(action, { status: 'idle' })
  const [submitted, setSubmitted] = useState<string | null>(null)
  const submit = (orderId: string, data: FormData) => {
    setSubmitted(orderId)
    formAction(data)
  }
  return (
    <OrderCancellationContext value={{ state, pendingOrderId: pending ? submitted : null, submit }}>
      {state.status === 'cancelled' ? (
        <Alert variant="success" role="status" data-testid="order-cancelled">
          <AlertDescription>{t('done')}</AlertDescription>
        </Alert>
      ) : null}
      {children}
    </OrderCancellationContext>
  )
}

/** The cancellation of the list this order is in; null outside an `OrderCancellation`. */
export function useOrderCancellation(): OrderCancellationValue | null {
  return use(OrderCancellationContext)
}
