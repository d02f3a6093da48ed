import type { Deposit } from '@portal/api-clients/contracts/savings'
import { bankNameAfterBankWord } from '@portal/domain/bank-name'
import { formatMoney, formatPercent } from '@portal/domain/format'
import { Badge } from '@portal/ui/badge'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'
import { hrefsFor } from '@/lib/routing/href'
import { depositProduct } from '@/lib/savings/deposit-product'
import { bookingDate } from '@/lib/transactions/format-transaction'

interface DepositTableProps {
  deposits: readonly Deposit[]
  /** The list's name, for the caption. */
  listName: string
  basePath: string
}

/** Deposits as cards that stack at 320 px: bank, product, balance, rate, status, maturity. */
export async function DepositTable({ deposits, listName, basePath }: DepositTableProps) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Savings' })
  if (deposits.length === 0) return <p data-testid="deposits-empty">{t('lists.empty')}</p>
  return (
    <section aria-label={t('lists.caption', { list: listName, count: deposits.length })}>
      <ul className="grid gap-3 md:grid-cols-2" data-testid="deposits">
        {deposits.map((deposit) => (
          <li
            key={deposit.id}
            className="space-y-2 rounded-lg border border-border p-4 text-sm"
            data-testid="deposit"
          >
            <p className="flex flex-wrap items-center justify-between gap-2">
              <a
                className="font-medium text-primary underline"
                href={hrefsFor(basePath)('savingsDeposit', { depositId: deposit.id })}
                aria-label={t('lists.open', {
                  bank: bankNameAfterBankWord(deposit.bankName, locale),
                })}
              >
                {deposit.bankName}
              </a>
              <Badge>{t(`statuses.${deposit.status}`)}</Badge>
            </p>
            <p className="text-muted-foreground">
              {t(`productTypes.${depositProduct(locale, deposit)}`)}
            </p>
            <dl className="grid grid-cols-[minmax(0,1fr)_max-content] gap-x-3 gap-y-1">
              <dt>{t('lists.amount')}</dt>
              <dd className="text-right font-semibold tabular-nums" data-testid="deposit-balance">
                {formatMoney(deposit.balance, deposit.currency, locale)}
              </dd>
              <dt>{t('lists.rate')}</dt>
              <dd className="text-right tabular-nums">
                {formatPercent(deposit.annualRate, locale)}
              </dd>
              <dt>{t('lists.maturity')}</dt>
              <dd className="text-right">
                {deposit.maturityDate
                  ? bookingDate(deposit.maturityDate, locale)
                  : t('lists.noMaturity')}
              </dd>
              <dt>{t('lists.interest')}</dt>
              <dd className="text-right tabular-nums">
                {formatMoney(deposit.paidInterest, deposit.currency, locale)}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
