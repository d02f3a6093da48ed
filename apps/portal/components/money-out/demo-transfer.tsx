import type { SavingsOrder } from '@portal/api-clients/contracts/savings'
import { formatMoney, minorUnitsToDecimal } from '@portal/domain/format'
import { Button } from '@portal/ui/button'
import { Field, Input } from '@portal/ui/field'
import { Subsection } from '@portal/ui/section'
import { useTranslations } from 'next-intl'
import { usePortalLocale } from '@/lib/page/use-portal-locale'

interface DemoTransferProps {
  pendingOrders: readonly SavingsOrder[]
  /** The customer's own currency (their market's): what a transfer of any amount arrives in. */
  currency: string
  action: (form: FormData) => Promise<void>
}

/** Simulates a transfer from the reference account: for a waiting order, or any amount. */
export function DemoTransfer({ pendingOrders, currency, action }: DemoTransferProps) {
  const locale = usePortalLocale()
  const t = useTranslations('Money.demo')
  return (
    <Subsection headingId="demo-transfer" title={t('transferTitle')}>
      <p>{t('transferIntro')}</p>
      {pendingOrders.flatMap((order) =>
        order.transferDetails
          ? [
              <form key={order.id} action={action} className="flex flex-wrap items-center gap-3">
                <input
                  type="hidden"
                  name="amount"
                  value={minorUnitsToDecimal(order.transferDetails.amountMissing, order.currency)}
                />
                <input type="hidden" name="reference" value={order.transferDetails.reference} />
                <input type="hidden" name="currency" value={order.currency} />
                <span>
                  {t('fundOrder', {
                    reference: order.reference,
                    amount: formatMoney(
                      order.transferDetails.amountMissing,
                      order.currency,
                      locale,
                    ),
                  })}
                </span>
                <Button type="submit" size="sm" data-testid="demo-fund-order">
                  {t('fund')}
                  <span className="sr-only">{` ${order.reference}`}</span>
                </Button>
              </form>,
            ]
          : [],
      )}
      <form
        action={action}
        className="flex flex-wrap items-end gap-3"
        data-testid="demo-transfer-form"
      >
        <input type="hidden" name="currency" value={currency} />
        <Field label={t('amount', { currency })} className="w-40">
          <Input name="amount" inputMode="decimal" required />
        </Field>
        <Field label={t('reference')} className="w-56">
          <Input name="reference" maxLength={140} />
        </Field>
        <Button type="submit" variant="outline">
          {t('send')}
        </Button>
      </form>
    </Subsection>
  )
}
