import type { DepositGuarantee } from '@portal/domain'
import { formatMoney } from '@portal/domain/format'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'

export async function DepositGuaranteeFacts({
  guarantee,
  tag,
}: {
  guarantee: DepositGuarantee
  tag: string
}) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'BankPage' })
  return (
    <section aria-labelledby="guarantee-heading" className="space-y-2">
      <h2 id="guarantee-heading" className="text-xl font-semibold">
        {t('guaranteeHeading')}
      </h2>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="text-neutral-700">{t('guaranteeScheme')}</dt>
        <dd className="font-medium">{guarantee.scheme}</dd>
        <dt className="text-neutral-700">{t('guaranteeLimit')}</dt>
        <dd className="font-medium tabular-nums" data-testid="guarantee-limit">
          {formatMoney(guarantee.limit, guarantee.currency, tag)}
        </dd>
      </dl>
    </section>
  )
}
