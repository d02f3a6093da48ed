import type { SavingsOrder } from '@portal/api-clients/contracts/savings'
import { formatMoney } from '@portal/domain/format'
import { Subsection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'
import { TransferDetails } from './transfer-details'

interface PendingOrdersProps {
  orders: readonly SavingsOrder[]
  /** Partner bank names by bank id. */
  bankNames: Readonly<Record<string, string>>
}

/** Orders not yet opened: what is still to transfer, or that the bank has them. */
export async function PendingOrders({ orders, bankNames }: PendingOrdersProps) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Savings.orders' })
  return (
    <Subsection headingId="pending-orders-title" title={t('title')}>
      {orders.length === 0 ? (
        <p data-testid="orders-empty">{t('empty')}</p>
      ) : (
        <ul className="space-y-3" data-testid="pending-orders">
          {orders.map((order) => (
            <li
              key={order.id}
              className="space-y-2 rounded-lg border border-border p-4"
              data-testid="pending-order"
            >
              <p className="font-medium">
                {t('order', {
                  amount: formatMoney(order.amount, order.currency, locale),
                  bank: bankNames[order.bankId] ?? order.bankId,
                })}
              </p>
              {order.transferDetails ? (
                <TransferDetails
                  amount={order.transferDetails.amountMissing}
                  currency={order.currency}
                  iban={order.transferDetails.iban}
                  reference={order.transferDetails.reference}
                />
              ) : (
                <p className="text-sm">{t('forwarded')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Subsection>
  )
}
