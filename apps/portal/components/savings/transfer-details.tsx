import type { AccountIdentifier } from '@portal/domain/customer-data/account-identifier'
import { formatMoney } from '@portal/domain/format'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'

interface TransferDetailsProps {
  amount: number
  currency: string
  /** The settlement account as the customer's market names it: IBAN, or routing and account number. */
  account: AccountIdentifier
  reference: string
}

/** What the customer transfers from the reference account: amount, settlement account, reference. */
export async function TransferDetails({
  amount,
  currency,
  account,
  reference,
}: TransferDetailsProps) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Savings.orders' })
  const accountTerms = await getTranslations({ locale, namespace: 'Money.bankAccount' })
  const money = formatMoney(amount, currency, locale)
  return (
    <div className="space-y-2 rounded-lg border border-border bg-muted/40 p-3 text-sm">
      <p>
        {account.scheme === 'aba'
          ? t('transferAba', { amount: money })
          : t('transfer', { amount: money })}
      </p>
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1">
        {account.scheme === 'aba' ? (
          <>
            <dt className="text-muted-foreground">{accountTerms('routingNumber')}</dt>
            <dd className="font-mono break-all" data-testid="transfer-routing-number">
              {account.routingNumber}
            </dd>
            <dt className="text-muted-foreground">{accountTerms('accountNumber')}</dt>
            <dd className="font-mono break-all" data-testid="transfer-account-number">
              {account.accountNumber}
            </dd>
          </>
        ) : (
          <>
            <dt className="text-muted-foreground">{t('iban')}</dt>
            <dd className="font-mono break-all" data-testid="transfer-iban">
              {account.iban}
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">{t('reference')}</dt>
        <dd className="font-mono break-all" data-testid="transfer-reference">
          {reference}
        </dd>
      </dl>
      <p className="text-muted-foreground">{t('referenceHint')}</p>
    </div>
  )
}
