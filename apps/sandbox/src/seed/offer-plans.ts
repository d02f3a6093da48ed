import type { Faker } from '@faker-js/faker'
import type { OfferProductType, ProductType } from '@portal/domain'
import type { PartnerCountry } from './countries'

export const termMonthsOffered = [1, 3, 6, 9, 12, 18, 24, 36, 48, 60, 84, 120] as const
const noticePeriods = [30, 31, 33, 35, 60, 90, 95, 100, 120, 180, 270, 365] as const
const foreignCurrencies = ['USD', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'AUD', 'CAD', 'PLN'] as const

/** What one offer will be before its terms are drawn. */
export interface OfferPlan {
  productType: ProductType
  offerProductType: OfferProductType
  termMonths: number | null
  noticePeriodDays: number | null
  currency: string
}

/** The product range of one bank: term deposits always, other products by chance. */
export function planOffers(faker: Faker, country: PartnerCountry): OfferPlan[] {
  const plans: OfferPlan[] = faker.helpers
    .arrayElements(termMonthsOffered, { min: 6, max: 10 })
    .sort((a, b) => a - b)
    .map((termMonths) => termPlan('term_deposit', termMonths, country.currency))
  if (faker.datatype.boolean(0.65))
    plans.push(openPlan('overnight_deposit', 'OVERNIGHT', country.currency))
  if (faker.datatype.boolean(0.35)) {
    plans.push(termPlan('flexgeld', faker.helpers.arrayElement([12, 24]), country.currency))
  }
  if (faker.datatype.boolean(0.45)) {
    for (const days of faker.helpers.arrayElements(noticePeriods, { min: 1, max: 3 })) {
      plans.push({
        ...openPlan('notice_account', 'NOTICE', country.currency),
        noticePeriodDays: days,
      })
    }
  }
  if (country.currency !== 'EUR' || faker.datatype.boolean(0.3)) {
    plans.push(...foreignCurrencyPlans(faker, country))
  }
  return plans
}

function foreignCurrencyPlans(faker: Faker, country: PartnerCountry): OfferPlan[] {
  const currencies = foreignCurrencies.filter((currency) => currency !== country.currency)
  return faker.helpers.arrayElements(currencies, { min: 1, max: 2 }).flatMap((currency) => {
    if (faker.datatype.boolean(0.2)) return [openPlan('foreign_currency', 'OVERNIGHT', currency)]
    return faker.helpers
      .arrayElements([3, 6, 12, 24], { min: 1, max: 2 })
      .map((termMonths) => termPlan('foreign_currency', termMonths, currency))
  })
}

function termPlan(productType: ProductType, termMonths: number, currency: string): OfferPlan {
  return { productType, offerProductType: 'TERM', termMonths, noticePeriodDays: null, currency }
}

function openPlan(
  productType: ProductType,
  offerProductType: OfferProductType,
  currency: string,
): OfferPlan {
  return { productType, offerProductType, termMonths: null, noticePeriodDays: null, currency }
}
