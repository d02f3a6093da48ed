import type { Offer } from '@portal/domain'
import { formatMoney, formatPercent } from '@portal/domain/format'
import type { LocaleInfo } from '@portal/domain/locales'
import { Badge } from '@portal/ui/badge'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { termText } from '@/lib/offers/term-label'
import { DocumentList } from './document-list'

/** Every field of an offer (spec section 3, Offer) as a definition list. */
export async function OfferFacts({ offer, market }: { offer: Offer; market: LocaleInfo }) {
  const { locale, tag } = market
  const t = await getTranslations({ locale, namespace: 'OfferPage' })
  const tCommon = await getTranslations({ locale, namespace: 'PagesCommon' })
  const money = (amount: number) => formatMoney(amount, offer.currency, tag)
  const percent = (rate: string) => formatPercent(rate, tag)
  const guarantee = offer.depositGuarantee
  const docs = (items: Offer['additionalDocuments']) => (
    <DocumentList documents={items} emptyText={tCommon('none')} />
  )
  const rows: [key: Parameters<typeof t>[0], value: ReactNode][] = [
    ['bank', offer.bank.name],
    [
      'country',
      new Intl.DisplayNames([tag], { type: 'region' }).of(offer.country) ?? offer.country,
    ],
    ['term', termText(offer.termMonths, t)],
    ['nominalRate', percent(offer.nominalRate)],
    ['effectiveRate', percent(offer.effectiveRate)],
    ['availability', t(`availabilityValue.${offer.availability}`)],
    ['interestPayout', t(`payoutValue.${offer.interestPayout}`)],
    [
      'earlyTermination',
      `${offer.earlyTermination.allowed ? t('allowed') : t('notAllowed')}. ${offer.earlyTermination.description}`,
    ],
    ['taxation', offer.taxation],
    [
      'depositGuarantee',
      t('guaranteeValue', {
        scheme: guarantee.scheme,
        limit: formatMoney(guarantee.limit, guarantee.currency, tag),
      }),
    ],
    ['currency', offer.currency],
    ['minAmount', money(offer.minAmount)],
    ['maxAmount', money(offer.maxAmount)],
    // the bank's text states the rate withheld, so the figure is not put before it again
    ['withholdingTax', offer.withholdingTax.description],
    [
      'productInformationSheet',
      docs(offer.productInformationSheet ? [offer.productInformationSheet] : []),
    ],
    [
      'noticePeriod',
      offer.noticePeriodDays === null
        ? tCommon('none')
        : t('noticeDays', { count: offer.noticePeriodDays }),
    ],
    [
      'settlementWeekday',
      offer.settlementWeekday ? t(`weekdayValue.${offer.settlementWeekday}`) : tCommon('none'),
    ],
    [
      'bonus',
      offer.bonus
        ? t('rateWithText', { rate: percent(offer.bonus.rate), text: offer.bonus.description })
        : tCommon('none'),
    ],
    ['compounding', offer.compounding ? tCommon('yes') : tCommon('no')],
    ['negativeInterestBooking', t(`bookingValue.${offer.negativeInterest.booking || 'none'}`)],
    ['negativeInterestPayment', t(`policyValue.${offer.negativeInterest.payment}`)],
    [
      'prolongation',
      `${offer.prolongation.automatic ? t('automatic') : t('notAutomatic')}. ${offer.prolongation.description}`,
    ],
    ['additionalDocuments', docs(offer.additionalDocuments)],
    [
      'specialFeatures',
      offer.specialFeatures.length === 0 ? (
        tCommon('none')
      ) : (
        <ul key="features" className="list-disc pl-5">
          {offer.specialFeatures.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ),
    ],
    ['costs', offer.costs],
    [
      'labels',
      offer.labels.length === 0 ? (
        tCommon('none')
      ) : (
        <span key="labels" className="flex flex-wrap gap-1.5">
          {offer.labels.map((label) => (
            <Badge key={label} variant="brand">
              {t(`label.${label}`)}
            </Badge>
          ))}
        </span>
      ),
    ],
  ]
  return (
    <dl
      className="grid gap-x-8 gap-y-3 sm:grid-cols-[minmax(12rem,max-content)_1fr]"
      data-testid="offer-facts"
    >
      {rows.map(([key, value]) => (
        <div key={key} className="contents" data-field={key}>
          <dt className="font-medium text-neutral-700">{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
