import type { Offer } from '@portal/domain'
import {
  displayedRate,
  formatMoney,
  formatPercent,
  showsEffectiveRate,
} from '@portal/domain/format'
import type { LocaleInfo, PortalLocale } from '@portal/domain/locales'
import { getTranslations } from 'next-intl/server'
import { termLabel } from './offer-term'

/** Translations and formatters for offer rows, built once per table rather than per row. */
export async function offerTexts(locale: PortalLocale, market: LocaleInfo) {
  const t = await getTranslations({ locale, namespace: 'Offers' })
  const countries = new Intl.DisplayNames([locale], { type: 'region' })
  return {
    t,
    rateKind: showsEffectiveRate(market.country) ? t('effectiveRate') : t('nominalRate'),
    country: (code: string) => countries.of(code) ?? code,
    percent: (rate: string) => formatPercent(rate, market.tag),
    shownRate: (offer: Offer) => formatPercent(displayedRate(offer, market.country), market.tag),
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

export type OfferTexts = Awaited<ReturnType<typeof offerTexts>>
