import type { Faker } from '@faker-js/faker'
import { type Bank, type Document, institutionFeatureLabels } from '@portal/domain'
import { formatCountryName } from '@portal/domain/format'
import { intlTagFor, marketOfResidence } from '@portal/domain/languages'
import { type MarketLanguage, servedLanguages } from '@portal/domain/markets'
import {
  type GuaranteeOnDate,
  guaranteeLimitOn,
} from '@portal/domain/money/deposit-guarantee-schemes'
import { guaranteeText } from '../bank/catalogue/bank-wording'
import type { StoredDescription } from '../db/tables/marketplace'
import { bankLogoUrl, documentUrl } from '../services/assets/document-paths'
import { textsIn } from '../texts/catalogues'
import { type BankFacts, bankFocuses } from '../texts/sandbox-texts'
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
): StoredDescription[] {
  const founded = faker.number.int({ min: 1852, max: 2016 })
  const customers = faker.number.int({ min: 20, max: 900 }) * 1_000
  const focus = faker.helpers.arrayElement(bankFocuses)
  /** The partner writes its own description, in every language the portal serves. */
  const written = (language: MarketLanguage) => {
    const tag = intlTagFor(language, marketOfResidence(country.code))
    const texts = textsIn(language).banks
    const facts: BankFacts = {
      name: escapeHtml(name),
      founded,
      customers: customers.toLocaleString(tag),
      country: formatCountryName(country.code, tag),
      focus: texts.focuses[focus],
      rating: country.rating,
      website: `https://${slug}.example`,
    }
    return { description: texts.descriptionHtml(facts), summary: texts.summary({ ...facts, name }) }
  }
  const all = servedLanguages().map((language) => [language, written(language)] as const)
  const translations = (part: 'description' | 'summary') =>
    Object.fromEntries(all.map(([language, text]) => [language, text[part]]))
  const english = written('en')
  return [
    {
      id: 'bank_description',
      type: 'STRING_HTML',
      value: english.description,
      translations: translations('description'),
    },
    {
      id: 'bank_summary',
      type: 'STRING_PLAIN',
      value: english.summary,
      translations: translations('summary'),
    },
    { id: 'deposit_insurance_name', type: 'STRING_PLAIN', value: guarantee.scheme },
    {
      id: 'deposit_insurance_description',
      type: 'STRING_HTML',
      value: guaranteeText(
        { depositGuarantee: { ...guarantee, insuranceDescriptionIds: [] } },
        { language: 'en', tag: 'en-GB' },
      ),
    },
  ]
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

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
