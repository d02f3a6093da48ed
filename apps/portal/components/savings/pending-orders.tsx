import type { SavingsOrder } from '@portal/api-clients/contracts/savings'
import { bankNameAfterBankWord } from '@portal/domain/bank-name'
import { formatDate, formatMoney } from '@portal/domain/format'
import { Subsection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'
import type { CancelOrderState } from '@/lib/savings/order-cancellation'
import { CancelOrderButton } from './cancel-order-button'
import { OrderCancellation } from './order-cancellation'
import { TransferDetails } from './transfer-details'

interface PendingOrdersProps {
  orders: readonly SavingsOrder[]
  /** Partner bank names by bank id. */
  bankNames: Readonly<Record<string, string>>
  /** Cancels an order still waiting for its money; without it no order offers cancelling. */
  cancelAction?: (previous: CancelOrderState, data: FormData) => Promise<CancelOrderState>
}

/** Orders not yet opened: what is still to transfer, or that the bank has them. */
export async function PendingOrders({ orders, bankNames, cancelAction }: PendingOrdersProps) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Savings.orders' })
  const list =
    orders.length === 0 ? (
      <p data-testid="orders-empty">{t('empty')}</p>
    ) : (
      <ul className="space-y-3" data-testid="pending-orders">
        {orders.map((order) => {
          const label = t('order', {
            amount: formatMoney(order.amount, order.currency, locale),
            bank: bankNameAfterBankWord(bankNames[order.bankId] ?? order.bankId, locale),
          })
          return (
            <li
              key={order.id}
              className="space-y-2 rounded-lg border border-border p-4"
              data-testid="pending-order"
              data-order-status={order.status}
            >
              <p className="font-medium">{label}</p>
              {order.transferDetails ? (
                <TransferDetails
                  amount={order.transferDetails.amountMissing}
                  currency={order.currency}
                  account={order.transferDetails.account}
                  reference={order.transferDetails.reference}
                />
              ) : null}
              {order.opensIfFundedToday ? (
                <p className="text-sm">
                  {t('opensIfFundedToday', {
                    date: formatDate(order.opensIfFundedToday, locale),
                  })}
                </p>
              ) : null}
              {order.status === 'forwarded' && order.opensOn ? (
                <p className="text-sm">
                  {t('forwarded', { date: formatDate(order.opensOn, locale) })}
                </p>
              ) : null}
              {cancelAction && order.status === 'pending_funding' ? (
                <CancelOrderButton orderId={order.id} orderLabel={label} />
              ) : null}
            </li>
          )
        })}
      </ul>
    )
  return (
    <Subsection headingId="pending-orders-title" title={t('title')}>
      {cancelAction ? <OrderCancellation action={cancelAction}>{list}</OrderCancellation> : list}
    </Subsection>
  )
}
