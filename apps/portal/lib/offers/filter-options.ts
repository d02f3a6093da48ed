import { creditRatings } from '@portal/domain/enumeration-values'
import type { PortalLocale } from '@portal/domain/locales'
import { marketOf, sellsBanksOf } from '@portal/domain/markets'

/** Terms offered by partner banks, in months. */
export const termOptions = [1, 3, 6, 9, 12, 18, 24, 36, 48, 60, 84, 120] as const

/** Countries of partner banks (alpha-2), for the country filter. */
export const bankCountries = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CZ',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'SE',
  'SK',
  'US',
] as const

/** The partner-bank countries whose offers the market can list: its country filter's options. */
export function bankCountriesIn(locale: PortalLocale): string[] {
  const market = marketOf(locale)
  return bankCountries.filter((country) => sellsBanksOf(market, country))
}

export const ratingOptions = creditRatings

export const sortColumns = ['rate', 'term', 'net_rate'] as const
export const sortKeys = ['bank_name', 'rating', ...sortColumns] as const
export type OffersSortKey = (typeof sortKeys)[number]

/** Rows per page and the most pages one "load more" chain may show. */
export const offersPerPage = 20
export const maxLoadedPages = 50
export const maxComparedOffers = 3

/** Best rate first unless the visitor sorts otherwise. */
export const defaultSort = { sort: 'rate', order: 'desc' } as const
