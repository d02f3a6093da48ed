import type { Faker } from '@faker-js/faker'
import { type CreditRating, creditRatings, type ProductType } from '@portal/domain'

/** EUR term-deposit base curve in basis points by term in months. */
const termCurve: Record<number, number> = {
  1: 230,
  3: 250,
  6: 265,
  9: 270,
  12: 280,
  18: 285,
  24: 290,
  36: 295,
  48: 300,
  60: 305,
  84: 310,
  120: 320,
}

/** Spread of a currency's deposit rates over EUR, in basis points. */
const currencySpread: Record<string, number> = {
  EUR: 0,
  USD: 90,
  GBP: 110,
  CHF: -170,
  SEK: -30,
  NOK: 140,
  DKK: -20,
  AUD: 80,
  CAD: 60,
  PLN: 300,
}

export interface RateInput {
  productType: ProductType
  termMonths: number | null
  noticePeriodDays: number | null
  currency: string
  rating: CreditRating
}

/** A plausible nominal rate: base by product and term, plus country risk and currency spread. */
export function nominalBasisPoints(faker: Faker, input: RateInput): number {
  const riskPremium = creditRatings.indexOf(input.rating) * 9
  const spread = currencySpread[input.currency] ?? 0
  const noise = faker.number.int({ min: -25, max: 25 })
  return Math.max(5, baseBasisPoints(input) + riskPremium + spread + noise)
}

function baseBasisPoints(input: RateInput): number {
  switch (input.productType) {
    case 'overnight_deposit':
      return 190
    case 'flexgeld':
      return 255
    case 'notice_account':
      return 215 + Math.round(((input.noticePeriodDays ?? 30) / 365) * 70)
    default:
      return input.termMonths === null ? 190 : (termCurve[input.termMonths] ?? 280)
  }
}
