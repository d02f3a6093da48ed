import type { SavingsOrder } from '@portal/api-clients/contracts/savings'
import { formatDate, formatMoney } from '@portal/domain/format'
import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { DescriptionItem, DescriptionList } from '@portal/ui/description-list'
import { useTranslations } from 'next-intl'
import { usePortalLocale } from '@/lib/page/use-portal-locale'

interface FundingInstructionsProps {
  order: SavingsOrder
  /** The customer's own currency when the order is in another one (a foreign-currency deposit). */
  foreignTo?: string | null
}

/** One line of the transfer details: the payee account's fields by its scheme, then the rest. */
interface FundingRow {
  term: string
  value: string
  testId: string
  /** Account numbers and references, read and typed character by character. */
  mono?: boolean
}

/**
 * After the order: while it waits for money, where to transfer how much with which reference
 * (from the reference account only); once fully funded, that it went to the partner bank.
 */
export function FundingInstructions({ order, foreignTo }: FundingInstructionsProps) {
  const locale = usePortalLocale()
  const t = useTranslations('Money.funding')
  const accountTerms = useTranslations('Money.bankAccount')
  const money = (minor: number) => formatMoney(minor, order.currency, locale)
  const details = order.transferDetails
  const rows: FundingRow[] = details
    ? [
        ...(details.account.scheme === 'aba'
          ? [
              {
                term: accountTerms('routingNumber'),
                value: details.account.routingNumber,
                testId: 'funding-routing-number',
                mono: true,
              },
              {
                term: accountTerms('accountNumber'),
                value: details.account.accountNumber,
                testId: 'funding-account-number',
                mono: true,
              },
            ]
          : [{ term: t('iban'), value: details.account.iban, testId: 'funding-iban', mono: true }]),
        { term: t('reference'), value: details.reference, testId: 'funding-reference', mono: true },
        { term: t('amountMissing'), value: money(details.amountMissing), testId: 'funding-amount' },
      ]
    : []
  return (
    <div className="space-y-4" data-testid="funding-instructions" data-order-status={order.status}>
      <Alert variant={details ? 'info' : 'success'}>
        <AlertTitle>{t('placed')}</AlertTitle>
        <AlertDescription>
          {t(`status.${order.status}`, {
            date: order.opensOn ? formatDate(order.opensOn, locale) : '',
          })}
        </AlertDescription>
      </Alert>
      {details ? (
        <>
          <p>
            {details.account.scheme === 'aba'
              ? t('transferAba', { amount: money(details.amountMissing) })
              : t('transfer', { amount: money(details.amountMissing) })}
          </p>
          <DescriptionList>
            {rows.map((row) => (
              <DescriptionItem key={row.testId} term={row.term}>
                <span className={row.mono ? 'font-mono' : undefined} data-testid={row.testId}>
                  {row.value}
                </span>
              </DescriptionItem>
            ))}
          </DescriptionList>
          <p className="text-sm text-muted-foreground">{t('fromReferenceOnly')}</p>
          {foreignTo ? (
            <p className="text-sm" data-testid="funding-exchange">
              {t('exchange', {
                amount: money(details.amountMissing),
                currency: order.currency,
                home: foreignTo,
              })}
            </p>
          ) : null}
          {order.opensIfFundedToday ? (
            <p data-testid="funding-opening">
              {t('opensIfFundedToday', { date: formatDate(order.opensIfFundedToday, locale) })}
            </p>
          ) : null}
        </>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {t('orderNumber', { reference: order.reference, amount: money(order.amount) })}
      </p>
    </div>
  )
}
