import { bankNameAfterBankWord } from '@portal/domain/bank-name'
import { Subsection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'
import { hrefsFor } from '@/lib/routing/href'
import type { UpcomingDate } from '@/lib/savings/dashboard-figures'
import { depositProduct } from '@/lib/savings/deposit-product'
import { bookingDate } from '@/lib/transactions/format-transaction'

interface NextMaturitiesProps {
  upcoming: readonly UpcomingDate[]
  /** The locale's base path for links, e.g. `/de-de` (empty on a country host). */
  basePath: string
}

/** The next days money falls due, each linking to its deposit. */
export async function NextMaturities({ upcoming, basePath }: NextMaturitiesProps) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Savings' })
  return (
    <Subsection headingId="next-maturities-title" title={t('maturities.title')}>
      {upcoming.length === 0 ? (
        <p data-testid="maturities-empty">{t('maturities.empty')}</p>
      ) : (
        <ul className="space-y-2" data-testid="next-maturities">
          {upcoming.map(({ deposit, date, kind }) => (
            <li key={`${kind}-${deposit.id}`} data-testid="next-maturity">
              <a
                className="text-primary underline"
                href={hrefsFor(basePath)('savingsDeposit', { depositId: deposit.id })}
              >
                {t('maturities.entry', {
                  product: t(`productTypes.${depositProduct(locale, deposit)}`),
                  bank: bankNameAfterBankWord(deposit.bankName, locale),
                  kind: t(`maturities.${kind}`),
                  date: bookingDate(date, locale),
                })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Subsection>
  )
}
