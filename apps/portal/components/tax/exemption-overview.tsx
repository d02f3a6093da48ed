import type { ExemptionOverview as Overview } from '@portal/api-clients/contracts/customer-tax'
import { formatMoney } from '@portal/domain/format'
import { useLocale, useTranslations } from 'next-intl'

/** The year's allowance and how it is split across banks. */
export function ExemptionOverview({ overview }: { overview: Overview }) {
  const t = useTranslations('CustomerData.exemption')
  const locale = useLocale()
  const euros = (cents: number) => formatMoney(cents, 'EUR', locale)
  const active = overview.orders.filter((order) => order.status !== 'REVOKED')
  const given = active.reduce((sum, order) => sum + order.amountCents, 0) + overview.elsewhereCents
  return (
    <div className="space-y-3" data-testid="exemption-overview">
      <p>
        {t('allowance', {
          year: overview.taxYear,
          allowance: euros(overview.allowanceCents),
          left: euros(Math.max(0, overview.allowanceCents - given)),
        })}
      </p>
      {active.length === 0 ? (
        <p data-testid="exemption-empty">{t('noOrders')}</p>
      ) : (
        <ul
          className="divide-y divide-border border-y border-border"
          aria-label={t('caption', { year: overview.taxYear })}
        >
          {active.map((order) => (
            <li
              key={order.id}
              className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2"
              data-testid="exemption-order"
            >
              <span className="break-words font-medium">{order.bankName}</span>
              <span>{t(`kinds.${order.kind}`)}</span>
              <span className="tabular-nums">
                {t('orderAmount', {
                  amount: euros(order.amountCents),
                  used: euros(order.usedCents),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">
        {t('elsewhere', { amount: euros(overview.elsewhereCents) })}
      </p>
    </div>
  )
}
