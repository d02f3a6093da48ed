import type { Faker } from '@faker-js/faker'
import type {
  Bank,
  InterestPayoutScheme,
  Offer,
  OfferAvailability,
  ProductLabel,
  Weekday,
} from '@portal/domain'
import { type PartnerCountry, partnerCountries } from './countries'
import { effectiveBasisPoints, formatBasisPoints } from './decimal-rate'
import { type OfferPlan, planOffers } from './offer-plans'
import { nominalBasisPoints } from './offer-rates'
import {
  additionalDocumentsOf,
  costTexts,
  earlyTerminationOf,
  offerDescriptionsOf,
  productInformationSheetOf,
  prolongationOf,
  specialFeatureTexts,
  taxationOf,
  withholdingTaxOf,
} from './offer-texts'

const periodsPerYear: Record<InterestPayoutScheme, number> = {
  MONTHLY: 12,
  QUARTERLY: 4,
  ANNUAL: 1,
  MATURITY: 1,
}
const extraLabels: readonly ProductLabel[] = [
  'top_offer',
  'special_offer',
  'online_conclusion',
  'full_online',
  'market_leading_rate',
  'sustainable_deposit',
  'consumer_test_ranking',
  'rate_reducing_soon',
  'no_foreign_tax',
  'structured_deposit',
  'sharia_account',
]
const settlementDays: readonly Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY']

export function buildOffers(faker: Faker, banks: readonly Bank[]): Offer[] {
  return banks.flatMap((bank) => {
    const country = countryOf(bank)
    return planOffers(faker, country).map((plan) => buildOffer(faker, bank, country, plan))
  })
}

function buildOffer(faker: Faker, bank: Bank, country: PartnerCountry, plan: OfferPlan): Offer {
  const id = faker.string.uuid()
  const interestPayout = payoutOf(faker, plan)
  const compounding =
    plan.termMonths === null || (interestPayout !== 'ANNUAL' && faker.datatype.boolean(0.5))
  const nominal = nominalBasisPoints(faker, { ...plan, rating: bank.countryCreditRating })
  const effective = effectiveBasisPoints(nominal, periodsPerYear[interestPayout], compounding)
  const { minAmount, maxAmount } = amountsOf(faker, plan.currency)
  const withholdingTax = withholdingTaxOf(country)
  return {
    id,
    productType: plan.productType,
    offerProductType: plan.offerProductType,
    bank: {
      id: bank.id,
      slug: bank.slug,
      name: bank.name,
      countryCode: bank.countryCode,
      countryCreditRating: bank.countryCreditRating,
      logoUrl: bank.logoUrl,
    },
    country: bank.countryCode,
    termMonths: plan.termMonths,
    nominalRate: formatBasisPoints(nominal),
    effectiveRate: formatBasisPoints(effective),
    availability: availabilityOf(faker),
    interestPayout,
    earlyTermination: earlyTerminationOf(plan),
    taxation: taxationOf(country),
    depositGuarantee: bank.depositGuarantee,
    currency: plan.currency,
    minAmount,
    maxAmount,
    withholdingTax,
    productInformationSheet: productInformationSheetOf(id),
    noticePeriodDays: plan.noticePeriodDays,
    settlementWeekday: plan.termMonths === null ? null : faker.helpers.arrayElement(settlementDays),
    bonus: faker.datatype.boolean(0.1)
      ? { rate: '0.0025', description: 'Welcome bonus on the first three months of interest.' }
      : null,
    compounding,
    negativeInterest:
      plan.termMonths === null
        ? { booking: 'MONTHLY', payment: 'PRO_RATA_BOOKED_AT_CURRENT_PLACEMENT_RATE' }
        : { booking: '', payment: 'NOT_BOOKED' },
    prolongation: prolongationOf(plan, faker.datatype.boolean(0.4)),
    additionalDocuments: additionalDocumentsOf(id, faker.datatype.boolean(0.2)),
    specialFeatures: faker.helpers.arrayElements(specialFeatureTexts, { min: 1, max: 3 }),
    costs: faker.helpers.arrayElement(costTexts),
    labels: labelsOf(faker, plan, country, withholdingTax.rate, minAmount === maxAmount),
    descriptions: offerDescriptionsOf(plan, country),
  }
}

function countryOf(bank: Bank): PartnerCountry {
  const country = partnerCountries.find((candidate) => candidate.code === bank.countryCode)
  if (country === undefined) throw new Error(`No partner country ${bank.countryCode}`)
  return country
}

function payoutOf(faker: Faker, plan: OfferPlan): InterestPayoutScheme {
  if (plan.termMonths === null) return faker.helpers.arrayElement(['MONTHLY', 'QUARTERLY'])
  if (plan.termMonths <= 12) return faker.helpers.arrayElement(['MATURITY', 'MATURITY', 'MONTHLY'])
  return faker.helpers.arrayElement(['ANNUAL', 'MATURITY', 'QUARTERLY'])
}

function availabilityOf(faker: Faker): OfferAvailability {
  return faker.helpers.weightedArrayElement([
    { weight: 80, value: 'AVAILABLE' },
    { weight: 10, value: 'LIMITED' },
    { weight: 5, value: 'COMING_SOON' },
    { weight: 5, value: 'SOLD_OUT' },
  ])
}

/** Minimum and maximum investment in minor units; currencies with small units scale by ten. */
function amountsOf(faker: Faker, currency: string): { minAmount: number; maxAmount: number } {
  const scale = ['SEK', 'NOK', 'DKK', 'PLN'].includes(currency) ? 10 : 1
  if (faker.datatype.boolean(0.03)) {
    return { minAmount: 10_000_00 * scale, maxAmount: 10_000_00 * scale }
  }
  const minAmount = faker.helpers.arrayElement([1_00, 500_00, 1_000_00, 5_000_00, 10_000_00])
  const maxAmount = faker.helpers.arrayElement([100_000_00, 250_000_00, 500_000_00, 1_000_000_00])
  return { minAmount: minAmount * scale, maxAmount: maxAmount * scale }
}

function labelsOf(
  faker: Faker,
  plan: OfferPlan,
  country: PartnerCountry,
  withholdingRate: string,
  fixedAmount: boolean,
): ProductLabel[] {
  const labels = new Set<ProductLabel>(faker.helpers.arrayElements(extraLabels, { min: 0, max: 2 }))
  if (plan.productType === 'flexgeld') labels.add('flexgeld')
  if (plan.productType === 'foreign_currency') labels.add('currency')
  if (plan.productType === 'overnight_deposit') labels.add('easy_access')
  if (country.code === 'GB' && faker.datatype.boolean(0.5)) labels.add('uk_exclusive')
  if (country.code === 'DE') labels.add('automatic_tax_handling')
  if (withholdingRate === '0' && faker.datatype.boolean(0.5)) labels.add('no_withholding_tax')
  if (fixedAmount) labels.add('fixed_investment_amount')
  return [...labels].sort()
}
