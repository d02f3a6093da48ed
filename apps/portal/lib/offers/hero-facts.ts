import 'server-only'
import { displayedRateKind } from '@portal/api-clients/contracts/offer-list-rules'
import { displayedRate } from '@portal/domain/format'
import type { LocaleInfo } from '@portal/domain/locales'
import { getOffers, listBanks } from '@/lib/backend/deposits'

/** Terms savers compare most: the hero shows the best term-deposit rate of each. */
export const heroTerms = [12, 24, 36] as const

export interface BestRate {
  termMonths: number
  /** The rate the market's table shows (nominal or effective, spec §9), as a decimal string. */
  rate: string
  /** The offer's currency: a best rate names it like every row. */
  currency: string
  bankName: string
}

export interface HeroFacts {
  /** Which rate the best rates are (the market's displayed one). */
  rateKind: 'nominal' | 'effective'
  bestRates: BestRate[]
  partnerBanks: number
  bankCountries: number
}

/**
 * What the offers page's hero states: the best rate per common term and the partner banks. Each
 * read is one cached call; without the deposits service the hero shows its texts only (null).
 */
export async function getHeroFacts(market: LocaleInfo): Promise<HeroFacts | null> {
  const rateKind = displayedRateKind(market.country)
  const [bankList, ...bestPages] = await Promise.all([
    listBanks(market.region, market.locale),
    ...heroTerms.map((termMonths) =>
      getOffers(market.region, {
        market: market.locale,
        productType: 'term_deposit',
        termMonths,
        sort: 'rate',
        order: 'desc',
        rateKind,
        pageSize: 1,
      }),
    ),
  ])
  if (!bankList.ok) return null
  const banks = bankList.data
  const best = []
  for (const page of bestPages) {
    if (!page.ok) return null
    best.push(page.data)
  }
  const bestRates = best.flatMap((page, index) => {
    const offer = page.items[0]
    const termMonths = heroTerms[index]
    return offer && termMonths
      ? [
          {
            termMonths,
            rate: displayedRate(offer, market.country),
            currency: offer.currency,
            bankName: offer.bank.name,
          },
        ]
      : []
  })
  return {
    rateKind,
    bestRates,
    partnerBanks: banks.length,
    bankCountries: new Set(banks.map((bank) => bank.countryCode)).size,
  }
}
