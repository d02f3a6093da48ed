import { formatMoney } from '@portal/domain/format'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'

interface TransferDetailsProps {
  amount: number
  currency: string
  iban: string
  reference: string
}

/** What the customer transfers from the reference account: amount, settlement IBAN, reference. */
export async function TransferDetails({ amount, currency, iban, reference }: TransferDetailsProps) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Savings.orders' })
  return (
    <div className="space-y-2 rounded-lg border border-border bg-muted/40 p-3 text-sm">
      <p>{t('transfer', { amount: formatMoney(amount, currency, locale) })}</p>
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{t('iban')}</dt>
        <dd className="font-mono break-all" data-testid="transfer-iban">
          {iban}
        </dd>
        <dt className="text-muted-foreground">{t('reference')}</dt>
        <dd className="font-mono break-all" data-testid="transfer-reference">
          {reference}
        </dd>
      </dl>
      <p className="text-muted-foreground">{t('referenceHint')}</p>
    </div>
  )
}
