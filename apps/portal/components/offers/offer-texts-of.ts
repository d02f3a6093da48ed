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

/** Country names by alpha-2 code, in the market's language. */
export type CountryNames = Readonly<Record<string, string>>

/** The names of these countries, for a browser that should not build them itself. */
export function countryNamesOf(tag: string, codes: Iterable<string>): CountryNames {
  const names = new Intl.DisplayNames([tag], { type: 'region' })
  return Object.fromEntries([...codes].map((code) => [code, names.of(code) ?? code]))
}

/**
 * Translations and formatters for offer rows, built once per table rather than per row; the same
 * on the server (getTranslations) and in the browser (useTranslations). `knownCountries` spares
 * the browser `Intl.DisplayNames`, whose first construction costs a phone about 100 ms; it is
 * built only for a country the map lacks.
 */
export function offerTextsOf(
  t: OffersTranslator,
  market: LocaleInfo,
  knownCountries: CountryNames = {},
) {
  let countries: Intl.DisplayNames | undefined
  const nameOf = (code: string) => {
    const known = knownCountries[code]
    if (known !== undefined) return known
    countries ??= new Intl.DisplayNames([market.tag], { type: 'region' })
    return countries.of(code) ?? code
  }
  return {
    t,
    rateKind: showsEffectiveRate(market.country) ? t('effectiveRate') : t('nominalRate'),
    country: nameOf,
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
