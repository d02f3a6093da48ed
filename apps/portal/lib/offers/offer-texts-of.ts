import type { Offer } from '@portal/domain'
import {
  displayedRate,
  formatMoney,
  formatPercent,
  showsEffectiveRate,
} from '@portal/domain/format'
import type { LocaleInfo } from '@portal/domain/locales'
import type { useTranslations } from 'next-intl'
import { alignedRate } from './aligned-rate'
import { termLabel } from './term-label'

export type OffersTranslator = ReturnType<typeof useTranslations<'Offers'>>

/** Country names by alpha-2 code, in the market's language. */
export type CountryNames = Readonly<Record<string, string>>

/**
 * Texts the server has already formatted for the rows it rendered, so that hydrating them builds
 * no `Intl` object: a phone pays tens of milliseconds for the first one (`Intl.DisplayNames`
 * about 100 ms, the first `Intl.NumberFormat` about 35 ms at desktop speed). Rows the browser
 * renders later format what the maps lack.
 */
export interface KnownTexts {
  /** Country names by alpha-2 code. */
  countries?: CountryNames
  /** Formatted percentages by decimal rate. */
  percents?: Readonly<Record<string, string>>
  /** Term labels by month count ("null" for no term). */
  terms?: Readonly<Record<string, string>>
  /** Table captions by offer count. */
  captions?: Readonly<Record<string, string>>
}

/** The names of these countries, for a browser that should not build them itself. */
export function countryNamesOf(tag: string, codes: Iterable<string>): CountryNames {
  const names = new Intl.DisplayNames([tag], { type: 'region' })
  return Object.fromEntries([...codes].map((code) => [code, names.of(code) ?? code]))
}

/**
 * Translations and formatters for offer rows, built once per table rather than per row; the same
 * on the server (getTranslations) and in the browser (useTranslations), where `known` holds what
 * the server formatted already.
 */
export function offerTextsOf(t: OffersTranslator, market: LocaleInfo, known: KnownTexts = {}) {
  let countries: Intl.DisplayNames | undefined
  const nameOf = (code: string) => {
    const name = known.countries?.[code]
    if (name !== undefined) return name
    countries ??= new Intl.DisplayNames([market.tag], { type: 'region' })
    return countries.of(code) ?? code
  }
  const percent = (rate: string) => known.percents?.[rate] ?? formatPercent(rate, market.tag)
  return {
    t,
    /** The page's `Intl` tag. */
    tag: market.tag,
    rateKind: showsEffectiveRate(market.country) ? t('effectiveRate') : t('nominalRate'),
    country: nameOf,
    percent,
    shownRate: (offer: Pick<Offer, 'nominalRate' | 'effectiveRate'>) =>
      percent(displayedRate(offer, market.country)),
    /** A rate for a column of figures: its fraction padded to line up on the separator. */
    columnRate: (rate: string) => alignedRate(percent(rate), market.tag),
    money: (amount: number | bigint, currency: string) => formatMoney(amount, currency, market.tag),
    term(months: number | null) {
      const knownTerm = known.terms?.[String(months)]
      if (knownTerm !== undefined) return knownTerm
      const label = termLabel(months)
      if (label.kind === 'none') return t('noTerm')
      return label.kind === 'years'
        ? t('termYears', { count: label.count })
        : t('termMonths', { count: label.count })
    },
    caption: (count: number) => known.captions?.[String(count)] ?? t('tableCaption', { count }),
    yesNo: (value: boolean) => (value ? t('yes') : t('no')),
  }
}

export type OfferTexts = ReturnType<typeof offerTextsOf>

type ShownOffer = Pick<Offer, 'nominalRate' | 'effectiveRate' | 'termMonths'> & { netRate: string }

/** What the browser needs to hydrate this table without formatting anything itself. */
export function knownTextsOf(
  texts: OfferTexts,
  { offers, total }: { offers: readonly ShownOffer[]; total: number },
  countries: CountryNames,
): KnownTexts {
  const rates = offers.flatMap((offer) => [offer.nominalRate, offer.effectiveRate, offer.netRate])
  return {
    countries,
    percents: Object.fromEntries(rates.map((rate) => [rate, texts.percent(rate)])),
    terms: Object.fromEntries(
      offers.map((offer) => [String(offer.termMonths), texts.term(offer.termMonths)]),
    ),
    captions: { [total]: texts.caption(total) },
  }
}
