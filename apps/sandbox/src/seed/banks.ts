import type { Faker } from '@faker-js/faker'
import {
  type Bank,
  type Description,
  type Document,
  institutionFeatureLabels,
} from '@portal/domain'
import {
  type GuaranteeOnDate,
  guaranteeLimitOn,
} from '@portal/domain/money/deposit-guarantee-schemes'
import { bankLogoUrl, documentUrl } from '../services/assets/document-paths'
import { fictionalBankName, slugOf } from './bank-names'
import { type PartnerCountry, partnerCountries } from './countries'
import { seedReferenceDate } from './seed-faker'

/** Extra banks beyond two per country, where the marketplace has more partners. */
const extraBanks: Record<string, number> = {
  DE: 2,
  FR: 1,
  IT: 1,
  ES: 1,
  PT: 1,
  NL: 1,
  AT: 1,
  PL: 1,
  GB: 2,
  CH: 1,
  US: 4,
}

/**
 * The statutory guarantee of a bank's country on the seed's date, from the domain's scheme table
 * (the one the ledger's exposure rules use): a partner country without a scheme is a seed error.
 */
export function guaranteeOfCountry(code: string): GuaranteeOnDate {
  const guarantee = guaranteeLimitOn(code, seedReferenceDate.toISOString().slice(0, 10))
  if (guarantee === undefined) throw new Error(`No deposit guarantee scheme for ${code}`)
  return guarantee
}

export function buildBanks(faker: Faker): Bank[] {
  const taken = new Set<string>()
  return partnerCountries.flatMap((country) =>
    Array.from({ length: 2 + (extraBanks[country.code] ?? 0) }, () =>
      buildBank(faker, country, fictionalBankName(faker, country, taken)),
    ),
  )
}

function buildBank(faker: Faker, country: PartnerCountry, name: string): Bank {
  const slug = slugOf(name)
  const logoUrl = bankLogoUrl(slug)
  const guarantee = guaranteeOfCountry(country.code)
  const descriptions = bankDescriptions(faker, country, name, slug, guarantee)
  return {
    id: faker.string.uuid(),
    slug,
    name,
    countryCode: country.code,
    countryCreditRating: country.rating,
    logoUrl,
    depositGuarantee: {
      scheme: guarantee.scheme,
      limit: guarantee.limit,
      currency: guarantee.currency,
      insuranceDescriptionIds: ['deposit_insurance_name', 'deposit_insurance_description'],
    },
    institutionFeatures:
      country.code === 'US'
        ? faker.helpers.arrayElements(institutionFeatureLabels, { min: 2, max: 4 })
        : [],
    descriptions,
    documents: bankDocuments(slug),
  }
}

function bankDescriptions(
  faker: Faker,
  country: PartnerCountry,
  name: string,
  slug: string,
  guarantee: GuaranteeOnDate,
): Description[] {
  const founded = faker.number.int({ min: 1852, max: 2016 })
  const customers = faker.number.int({ min: 20, max: 900 }) * 1_000
  const focus = faker.helpers.arrayElement([
    'small and medium-sized businesses',
    'private savers',
    'renewable energy projects',
    'residential mortgages',
    'agricultural lending',
  ])
  const limit = (guarantee.limit / 100).toLocaleString('en-GB')
  return [
    {
      id: 'bank_description',
      type: 'STRING_HTML',
      value:
        `<p><strong>${name}</strong> was founded in ${founded} and serves about ` +
        `${customers.toLocaleString('en-GB')} customers in ${country.name}.</p>` +
        `<ul><li>Focus: ${focus}</li><li>Country rating: ${country.rating}</li></ul>` +
        `<p>More about the bank on <a href="https://${slug}.example">its website</a>.</p>`,
    },
    {
      id: 'bank_summary',
      type: 'STRING_PLAIN',
      value: `${name} is a bank in ${country.name} founded in ${founded}, focused on ${focus}.`,
    },
    { id: 'deposit_insurance_name', type: 'STRING_PLAIN', value: guarantee.scheme },
    {
      id: 'deposit_insurance_description',
      type: 'STRING_HTML',
      value:
        `<p>Deposits are protected by the <strong>${guarantee.scheme}</strong> up to ` +
        `${limit} ${guarantee.currency} per customer.</p>`,
    },
  ]
}

/** The logo is `logoUrl` (SVG, a type documents cannot carry), so documents hold the PDF. */
function bankDocuments(slug: string): Document[] {
  return [
    {
      id: 'description_document',
      type: 'ATTACHMENT',
      mediaType: 'application/pdf',
      title: 'Product information sheet',
      url: documentUrl({ owner: 'bank', ownerId: slug, kind: 'product-information-sheet' }),
    },
  ]
}
