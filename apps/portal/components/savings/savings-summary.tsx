import type { SettlementAccount, YearInterest } from '@portal/api-clients/contracts/savings'
import { formatMoney } from '@portal/domain/format'
import { Subsection } from '@portal/ui/section'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@portal/ui/table'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'
import type { ProductTotal } from '@/lib/savings/dashboard-figures'

interface SavingsSummaryProps {
  settlementAccounts: readonly SettlementAccount[]
  totals: readonly ProductTotal[]
  /** This year's interest per currency, or `failed` when the bookings could not be read. */
  interest: readonly YearInterest[]
  year: string
}

/** Settlement balance, deposits per product type and this year's interest. */
export async function SavingsSummary(props: SavingsSummaryProps) {
  const locale = await requestLocale()
  const { settlementAccounts, totals, interest, year } = props
  const t = await getTranslations({ locale, namespace: 'Savings' })
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale)
  return (
    <Subsection headingId="savings-summary-title" title={t('summary.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1 rounded-lg border border-border p-4" data-testid="settlement">
          <h3 className="font-medium">{t('summary.settlement')}</h3>
          {settlementAccounts.map((account) => (
            <p key={account.currency} className="text-2xl font-semibold tabular-nums">
              <span data-testid={`settlement-balance-${account.currency}`}>
                {money(account.balance, account.currency)}
              </span>
            </p>
          ))}
          <p className="text-sm text-muted-foreground">{t('summary.settlementHint')}</p>
        </div>
        <div className="space-y-1 rounded-lg border border-border p-4" data-testid="year-interest">
          <h3 className="font-medium">{t('summary.interestTitle', { year })}</h3>
          {interest.length === 0 ? (
            <p className="text-sm">{t('summary.interestNone')}</p>
          ) : (
            <dl className="grid grid-cols-[minmax(0,1fr)_max-content] gap-x-4 gap-y-1 text-sm">
              {interest.map((entry) => [
                <dt key={`${entry.currency}-i`}>{t('summary.interestBooked')}</dt>,
                <dd
                  key={`${entry.currency}-iv`}
                  className="text-right font-semibold tabular-nums"
                  data-testid={`interest-${entry.currency}`}
                >
                  {money(entry.amount, entry.currency)}
                </dd>,
                <dt key={`${entry.currency}-t`}>{t('summary.withheldTax')}</dt>,
                <dd
                  key={`${entry.currency}-tv`}
                  className="text-right tabular-nums"
                  data-testid={`withheld-${entry.currency}`}
                >
                  {money(entry.withheldTax, entry.currency)}
                </dd>,
              ])}
            </dl>
          )}
        </div>
      </div>
      <h3 className="font-medium">{t('summary.totalsTitle')}</h3>
      {totals.length === 0 ? (
        <p data-testid="totals-empty">{t('summary.noDeposits')}</p>
      ) : (
        <Table data-testid="product-totals">
          <TableCaption className="sr-only">{t('summary.totalsCaption')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('summary.productType')}</TableHead>
              <TableHead className="text-right">{t('summary.deposits')}</TableHead>
              <TableHead className="text-right">{t('summary.amount')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {totals.map((total) => (
              <TableRow key={`${total.productType}-${total.currency}`} data-testid="product-total">
                <TableCell>{t(`productTypes.${total.productType}`)}</TableCell>
                <TableCell className="text-right tabular-nums">{total.deposits}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {money(total.amount, total.currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Subsection>
  )
}
