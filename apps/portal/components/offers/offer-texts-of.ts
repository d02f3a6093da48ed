import type { Offer } from '@portal/domain'
import {
  displayedRate,
  formatMoney,
  formatPercent,
  showsEffectiveRate,
} from '@portal/domain/format'
import type { LocaleInfo } from '@portal/domain/locales'
import type { useTranslations } from 'next-intl'
import { termLabel } from './offer-term'

export type OffersTranslator = ReturnType<typeof useTranslations<'Offers'>>

/**
 * Translations and formatters for offer rows, built once per table rather than per row; the same
 * on the server (getTranslations) and in the browser (useTranslations).
 */
export function offerTextsOf(t: OffersTranslator, market: LocaleInfo) {
  const countries = new Intl.DisplayNames([market.tag], { type: 'region' })
  return {
    t,
    rateKind: showsEffectiveRate(market.country) ? t('effectiveRate') : t('nominalRate'),
    country: (code: string) => countries.of(code) ?? code,
    percent: (rate: string) => formatPercent(rate, market.tag),
    shownRate: (offer: Pick<Offer, 'nominalRate' | 'effectiveRate'>) =>
      formatPercent(displayedRate(offer, market.country), market.tag),
    money: (amount: number, currency: string) => formatMoney(amount, currency, market.tag),
    term(months: number | null) {
      const label = termLabel(months)
      if (label.kind === 'none') return t('noTerm')
      return label.kind === 'years'
        ? t('termYears', { count: label.count })
        : t('termMonths', { count: label.count })
    },
    yesNo: (value: boolean) => (value ? t('yes') : t('no')),
  }
}

export type OfferTexts = ReturnType<typeof offerTextsOf>
