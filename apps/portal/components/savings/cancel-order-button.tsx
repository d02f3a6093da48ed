'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { ConfirmationDialog } from '@portal/ui/confirmation-dialog'
import { useTranslations } from 'next-intl'
import { useOrderCancellation } from './order-cancellation'

interface CancelOrderButtonProps {
  orderId: string
  /** The order as the customer knows it ("10.000,00 EUR bei …"), named in the confirmation. */
  orderLabel: string
}

/**
 * Cancels an order not yet funded, after a confirmation, through the list's
 * `OrderCancellation`; a refusal says why, in the order's card.
 */
export function CancelOrderButton({ orderId, orderLabel }: CancelOrderButtonProps) {
  const t = useTranslations('Savings.orders.cancel')
  const common = useTranslations('Savings')
  const cancellation = useOrderCancellation()
  if (!cancellation) return null
  const { state, pendingOrderId, submit } = cancellation
  return (
    <div className="space-y-2">
      <ConfirmationDialog
        trigger={t('open')}
        title={t('title')}
        description={t('description', { order: orderLabel })}
        confirmLabel={t('confirm')}
        cancelLabel={t('keep')}
        closeLabel={common('close')}
        action={(data) => submit(orderId, data)}
        pending={pendingOrderId === orderId}
        data-testid="order-cancel"
      >
        <input type="hidden" name="orderId" value={orderId} />
      </ConfirmationDialog>
      {state.status === 'error' && state.orderId === orderId ? (
        <Alert variant="danger" data-testid="order-cancel-error">
          <AlertDescription>{t(`errors.${state.error}`)}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  )
}
