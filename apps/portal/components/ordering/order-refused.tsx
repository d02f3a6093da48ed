import { Alert, AlertDescription } from '@portal/ui/alert'
import { useTranslations } from 'next-intl'

interface OrderRefusedProps {
  /** Why the offer takes no order: another market's offer, or one that ended. */
  reason: 'notOffered' | 'offerEnded'
  /** The customer's offer list, as the browser addresses it. */
  productsHref: string
}

/** The order page of an offer that takes no order from this customer: why, and the way back. */
export function OrderRefused({ reason, productsHref }: OrderRefusedProps) {
  const t = useTranslations('Money.order')
  return (
    <div className="space-y-3" data-testid="order-refused">
      <Alert variant="warning">
        <AlertDescription>{t(`errors.${reason}`)}</AlertDescription>
      </Alert>
      <a className="text-primary underline" href={productsHref}>
        {t('backToProducts')}
      </a>
    </div>
  )
}
