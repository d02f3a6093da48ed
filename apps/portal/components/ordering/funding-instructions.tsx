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
            {details.account.scheme === 'aba' ? (
              <>
                <DescriptionItem term={accountTerms('routingNumber')}>
                  <span className="font-mono" data-testid="funding-routing-number">
                    {details.account.routingNumber}
                  </span>
                </DescriptionItem>
                <DescriptionItem term={accountTerms('accountNumber')}>
                  <span className="font-mono" data-testid="funding-account-number">
                    {details.account.accountNumber}
                  </span>
                </DescriptionItem>
              </>
            ) : (
              <DescriptionItem term={t('iban')}>
                <span className="font-mono" data-testid="funding-iban">
                  {details.account.iban}
                </span>
              </DescriptionItem>
            )}
            <DescriptionItem term={t('reference')}>
              <span className="font-mono" data-testid="funding-reference">
                {details.reference}
              </span>
            </DescriptionItem>
            <DescriptionItem term={t('amountMissing')}>
              <span data-testid="funding-amount">{money(details.amountMissing)}</span>
            </DescriptionItem>
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
