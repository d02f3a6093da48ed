'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { ConfirmationDialog } from '@portal/ui/confirmation-dialog'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import type { CancelOrderState } from '@/lib/savings/order-cancellation'

interface CancelOrderButtonProps {
  orderId: string
  /** The order as the customer knows it ("10.000,00 EUR bei …"), named in the confirmation. */
  orderLabel: string
  action: (previous: CancelOrderState, data: FormData) => Promise<CancelOrderState>
}

/** Cancels an order not yet funded, after a confirmation; a refusal says why. */
export function CancelOrderButton({ orderId, orderLabel, action }: CancelOrderButtonProps) {
  const t = useTranslations('Savings.orders.cancel')
  const common = useTranslations('Savings')
  const [state, formAction, pending] = useActionState(action, { status: 'idle' })
  if (state.status === 'cancelled') {
    return (
      <Alert variant="success" data-testid="order-cancelled">
        <AlertDescription>{t('done')}</AlertDescription>
      </Alert>
    )
  }
  return (
    <div className="space-y-2">
      <ConfirmationDialog
        trigger={t('open')}
        title={t('title')}
        description={t('description', { order: orderLabel })}
        confirmLabel={t('confirm')}
        cancelLabel={t('keep')}
        closeLabel={common('close')}
        action={formAction}
        pending={pending}
        data-testid="order-cancel"
      >
        <input type="hidden" name="orderId" value={orderId} />
      </ConfirmationDialog>
      {state.status === 'error' ? (
        <Alert variant="danger" data-testid="order-cancel-error">
          <AlertDescription>{t(`errors.${state.error}`)}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  )
}
