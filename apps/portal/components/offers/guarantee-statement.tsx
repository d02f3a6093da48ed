import { formatMoney } from '@portal/domain/format'
import type { PortalLocale } from '@portal/domain/locales'
import { marketOf } from '@portal/domain/markets'
import { type CalendarDate, calendarDateOf } from '@portal/domain/money/calendar-date'
import { guaranteeStatementOn } from '@portal/domain/money/guarantee-statement'
import { getTranslations } from 'next-intl/server'

/**
 * What the market's home page says about the deposit guarantee (`guaranteeStatementOn`, from the
 * scheme table the ledger uses): the EU directive's amount in the euro markets, the national
 * scheme in GB, CH, PL and the US. `date` is the day the limits are read for (today).
 */
export async function GuaranteeStatement({
  locale,
  date = calendarDateOf(new Date()),
}: {
  locale: PortalLocale
  date?: CalendarDate
}) {
  const market = marketOf(locale)
  const t = await getTranslations({ locale, namespace: 'Offers.hero' })
  const facts = guaranteeStatementOn(market, date)
  const amount = formatMoney(facts.limit, facts.currency, market.intlTag)
  const [banks, creditUnions] = facts.schemes
  const text =
    facts.kind === 'euDirective'
      ? t('guarantee', { amount })
      : facts.equivalentOf
        ? t('guaranteeEquivalent', {
            amount,
            scheme: banks?.name ?? '',
            equivalent: formatMoney(
              facts.equivalentOf.limit,
              facts.equivalentOf.currency,
              market.intlTag,
            ),
          })
        : facts.perOwnershipCategory && creditUnions
          ? t('guaranteeOwnershipCategory', {
              amount,
              banks: banks?.name ?? '',
              creditUnions: creditUnions.name,
            })
          : t('guaranteeNational', { amount, scheme: banks?.name ?? '' })
  return (
    <li data-testid="hero-guarantee" data-guarantee={facts.kind}>
      {text}
    </li>
  )
}
