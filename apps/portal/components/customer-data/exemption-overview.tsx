import type { ExemptionOverview as Overview } from '@portal/api-clients/contracts/customer-tax'
import { formatMoney } from '@portal/domain/format'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@portal/ui/table'
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
        <Table>
          <TableCaption>{t('caption', { year: overview.taxYear })}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('bank')}</TableHead>
              <TableHead>{t('kind')}</TableHead>
              <TableHead className="text-right">{t('amount')}</TableHead>
              <TableHead className="text-right">{t('used')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {active.map((order) => (
              <TableRow key={order.id}>
                <TableCell className="break-words">{order.bankName}</TableCell>
                <TableCell>{t(`kinds.${order.kind}`)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {euros(order.amountCents)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{euros(order.usedCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <p className="text-sm text-muted-foreground">
        {t('elsewhere', { amount: euros(overview.elsewhereCents) })}
      </p>
    </div>
  )
}
