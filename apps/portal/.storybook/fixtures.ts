import type { Bank, Offer } from '@portal/domain'
import { type LocaleInfo, localeInfos, type PortalLocale } from '@portal/domain/locales'
import { createTranslator } from 'next-intl'
import type { NetRated } from '../lib/offers/net-rate'
import { netRateOf } from '../lib/offers/net-rate'
import type { OfferSummary } from '../lib/offers/offer-summary'
import { toOfferSummary } from '../lib/offers/offer-summary'
import { type OfferTexts, offerTextsOf } from '../lib/offers/offer-texts-of'
import type { OffersView } from '../lib/offers/offers-view'
import type { OffersTableState } from '../lib/offers/search-params'
import { messagesOf } from './messages'
import { timeZone } from './next-intl-server'

/** Served by Storybook (staticDirs) under every story locale, like the portal's asset proxy. */
export const storyLogoUrl = '/assets/banks/nordhafen-bank/logo.svg'

export const veryLongBankName =
  'Raiffeisen- und Volksbank Genossenschaftsbank Oberschwaben-Bodensee-Allgäu Privatkundenfiliale eG'

export function market(locale: PortalLocale = 'de-de'): LocaleInfo {
  return localeInfos[locale]
}

/** The Offers translator and formatters, exactly as the portal builds them for a table. */
export function offerTexts(locale: PortalLocale = 'de-de'): OfferTexts {
  const t = createTranslator({
    locale,
    messages: messagesOf(locale),
    namespace: 'Offers',
    timeZone,
  })
  return offerTextsOf(t as Parameters<typeof offerTextsOf>[0], market(locale))
}

const guarantee = {
  scheme: 'Einlagensicherungsfonds',
  limit: 10_000_000,
  currency: 'EUR',
  insuranceDescriptionIds: ['deposit_insurance_description'],
}

export function makeBank(overrides: Partial<Bank> = {}): Bank {
  return {
    id: 'bank-nordhafen',
    slug: 'nordhafen-bank',
    name: 'Nordhafen Bank',
    countryCode: 'SE',
    countryCreditRating: 'AAA',
    logoUrl: storyLogoUrl,
    depositGuarantee: guarantee,
    institutionFeatures: ['digital_first', 'family_owned'],
    descriptions: [],
    documents: [],
    ...overrides,
  }
}

export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  const bank = makeBank()
  return {
    id: 'offer-nordhafen-12',
    productType: 'term_deposit',
    offerProductType: 'TERM',
    bank: {
      id: bank.id,
      slug: bank.slug,
      name: bank.name,
      countryCode: bank.countryCode,
      countryCreditRating: bank.countryCreditRating,
      logoUrl: bank.logoUrl,
    },
    country: 'SE',
    termMonths: 12,
    nominalRate: '0.0315',
    effectiveRate: '0.0319',
    availability: 'AVAILABLE',
    interestPayout: 'MATURITY',
    earlyTermination: { allowed: false, description: 'Nicht vorzeitig kündbar.' },
    taxation: 'Abgeltungsteuer wird nicht einbehalten.',
    depositGuarantee: guarantee,
    currency: 'EUR',
    minAmount: 100_000,
    maxAmount: 10_000_000,
    withholdingTax: { rate: '0', description: 'Keine Quellensteuer.' },
    productInformationSheet: {
      id: 'description_document',
      type: 'ATTACHMENT',
      mediaType: 'application/pdf',
      title: 'Informationsbogen für den Einleger',
      url: '/assets/documents/nordhafen-12.pdf',
    },
    noticePeriodDays: null,
    settlementWeekday: null,
    bonus: null,
    compounding: false,
    negativeInterest: { booking: '', payment: 'NOT_BOOKED' },
    prolongation: { automatic: false, description: 'Keine automatische Verlängerung.' },
    additionalDocuments: [],
    specialFeatures: [],
    costs: 'Kostenlos',
    labels: ['top_offer'],
    descriptions: [
      {
        id: 'deposit_insurance_description',
        type: 'STRING_HTML',
        value: '<p>Einlagen sind bis <strong>100.000 €</strong> je Kunde gesetzlich gesichert.</p>',
      },
    ],
    ...overrides,
  }
}

export function makeRow(overrides: Partial<Offer> = {}): NetRated<OfferSummary> {
  return netRateOf(toOfferSummary(makeOffer(overrides)), 'DE')
}

const banks = [
  ['Nordhafen Bank', 'SE', 'AAA'],
  ['Banca Norquist', 'IT', 'BBB'],
  ['Tavmark Bank', 'DK', 'AAA'],
  ['Baltic Savings AS', 'EE', 'A+'],
  ['Crédit Lumière', 'FR', 'AA'],
] as const

/** `count` distinct rows: banks, terms and rates vary like a real result page. */
export function makeRows(count: number): NetRated<OfferSummary>[] {
  return Array.from({ length: count }, (_, index) => {
    const [name, country, rating] = banks[index % banks.length] ?? banks[0]
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '-')
    const rate = (0.034 - index * 0.0007).toFixed(4)
    return makeRow({
      id: `offer-${index + 1}`,
      bank: {
        id: `bank-${slug}`,
        slug,
        name: `${name} ${Math.floor(index / banks.length) + 1}`,
        countryCode: country,
        countryCreditRating: rating,
        logoUrl: index === 0 ? storyLogoUrl : '',
      },
      country,
      termMonths: [3, 6, 12, 24, 36][index % 5] ?? 12,
      nominalRate: rate,
      effectiveRate: rate,
      labels: index % 4 === 0 ? ['top_offer'] : [],
    })
  })
}

export const defaultState: OffersTableState = {
  sort: 'rate',
  order: 'desc',
  page: 1,
  more: 0,
  compare: [],
}

export function viewOf(
  offers: NetRated<OfferSummary>[],
  view: Partial<OffersView<OfferSummary>> = {},
): OffersView<OfferSummary> {
  return {
    offers,
    total: offers.length,
    page: 1,
    lastShownPage: 1,
    pageCount: 1,
    notes: [],
    ...view,
  }
}
