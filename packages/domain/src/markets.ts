import type { AccountScheme } from './customer-data/account-identifier'
import { productTypes } from './enumeration-values'
import type { PortalLocale } from './locales'
import { marketOfCountry, type Region } from './region'

/**
 * The market table: for each of the twelve markets what it sells, in which currency and
 * language, which rate its tables show, which tabs and promotions exist, which deposit guarantee
 * its home page states and which tax residence its customers have. Everything that depends on a
 * market reads this table (the sandbox's catalogue, the portal's pages, the ledger's exposure
 * rules); edge configuration may switch a tab off, never add one or invent a market.
 * Pure data (its runtime imports are plain constants and functions too): the edge middleware
 * imports it by subpath.
 */

/**
 * A language the portal and the bank write in: one a market row names (`market('fi-fi', 'fi', …)`
 * below), so a new language is its catalogue folders plus the row's language.
 */
export type MarketLanguage = (typeof rows)[PortalLocale]['language']

/** Tabs of the offers table in the spec's order (§2): four product tabs, two promotions. */
export const offerTabs = [
  'term_deposit',
  'flexgeld',
  'overnight_deposit',
  'notice_account',
  'term_deposit_invest',
  'term_deposit_pension',
] as const
export type OfferTab = (typeof offerTabs)[number]

/**
 * What the home page says about the deposit guarantee: the EU directive's harmonised amount for
 * the euro markets, the national scheme elsewhere (the amounts come from the scheme table in
 * `money/deposit-guarantee-schemes.ts`, the one the ledger's exposure rules use).
 */
export type GuaranteeStatement =
  | { kind: 'euDirective' }
  | { kind: 'nationalScheme'; country: 'GB' | 'CH' | 'PL' | 'US' }

export interface Market {
  locale: PortalLocale
  /** ISO 3166-1 alpha-2 country of the market. */
  country: string
  /** The language its pages, documents, SMS and notifications are written in. */
  language: MarketLanguage
  /** BCP-47 tag for `Intl` (numbers, dates, currencies): `de-CH` groups with ’, `de-AT` says Jänner. */
  intlTag: string
  /** Swiss German writes ss for ß: its texts are the German catalogue with that one change. */
  writesEszett: boolean
  /** The backend platform that serves it (spec §9). */
  region: Region
  /** The currency its product tabs list and its customers save in. */
  currency: string
  /** Foreign currencies it sells, shown only where a tab has the foreign-currency filter and the visitor chooses one. */
  foreignCurrencies: readonly string[]
  /** The rate its tables show and sort by (§9: effective in FR, GB, ES, US, IE). */
  rateShown: 'nominal' | 'effective'
  /** Tabs of its offers table, in order; promotions only where the product exists. */
  tabs: readonly OfferTab[]
  /** Investment products of the customer area (§6: investments de-DE and nl-NL, retirement de-DE). */
  investments: boolean
  retirement: boolean
  guarantee: GuaranteeStatement
  /** The tax residence of its customers (withholding tax, exemption orders, tax documents). */
  taxResidence: string
  /**
   * What refer-a-friend pays each of the two customers once the friend's first deposit opens, in
   * minor units of the market's currency, booked to their settlement accounts; null where the
   * market has no programme (no bonus is paid and its pages promise none).
   */
  referralBonus: ReferralBonus | null
  /**
   * How its customers' accounts (reference and settlement) are named on a transfer: IBAN and
   * BIC, or ABA routing number and account number (US savers fund by ACH or wire).
   */
  accountScheme: AccountScheme
  /** How its addresses are entered and printed. */
  addressFormat: AddressFormat
}

/**
 * How addresses of a market's country are written, in forms and in print:
 * `postcodeCity` — street then house number, the postcode before the town (as the European
 * markets' banks write it); `cityStateZip` — number and street on one line, then
 * "City, ST 12345" with the state's USPS code and the ZIP code (5 digits or ZIP+4).
 */
export type AddressFormat = 'postcodeCity' | 'cityStateZip'

/** A refer-a-friend bonus: integer minor units in the market's currency. */
export interface ReferralBonus {
  amount: number
  currency: string
}

const productTabs = ['term_deposit', 'overnight_deposit', 'notice_account'] as const
/** Foreign-currency deposits are sold in the German-speaking euro markets. */
const foreignOfEuroMarkets = [
  'USD',
  'GBP',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'AUD',
  'CAD',
  'PLN',
] as const
const eu: GuaranteeStatement = { kind: 'euDirective' }

function market<const Language extends string>(
  locale: PortalLocale,
  language: Language,
  row: Omit<
    Market,
    | 'locale'
    | 'language'
    | 'country'
    | 'intlTag'
    | 'taxResidence'
    | 'writesEszett'
    | 'accountScheme'
    | 'addressFormat'
  > &
    Partial<Pick<Market, 'accountScheme' | 'addressFormat'>>,
): Omit<Market, 'language'> & { language: Language } {
  const country = locale.slice(3).toUpperCase()
  return {
    locale,
    language,
    country,
    intlTag: `${language}-${country}`,
    writesEszett: country !== 'CH',
    taxResidence: country,
    accountScheme: 'iban',
    addressFormat: 'postcodeCity',
    ...row,
  }
}

const rows = {
  'de-de': market('de-de', 'de', {
    region: 'DEU',
    currency: 'EUR',
    foreignCurrencies: foreignOfEuroMarkets,
    rateShown: 'nominal',
    tabs: [
      'term_deposit',
      'flexgeld',
      'overnight_deposit',
      'notice_account',
      'term_deposit_invest',
      'term_deposit_pension',
    ],
    investments: true,
    retirement: true,
    guarantee: eu,
    referralBonus: { amount: 5_000, currency: 'EUR' },
  }),
  'de-at': market('de-at', 'de', {
    region: 'DEU',
    currency: 'EUR',
    foreignCurrencies: foreignOfEuroMarkets,
    rateShown: 'nominal',
    tabs: ['term_deposit', 'flexgeld', 'overnight_deposit', 'notice_account'],
    investments: false,
    retirement: false,
    guarantee: eu,
    referralBonus: { amount: 5_000, currency: 'EUR' },
  }),
  'en-gb': market('en-gb', 'en', {
    region: 'GBR',
    currency: 'GBP',
    foreignCurrencies: [],
    rateShown: 'effective',
    tabs: productTabs,
    investments: false,
    retirement: false,
    guarantee: { kind: 'nationalScheme', country: 'GB' },
    referralBonus: { amount: 5_000, currency: 'GBP' },
  }),
  'en-ie': market('en-ie', 'en', {
    region: 'DEU',
    currency: 'EUR',
    foreignCurrencies: [],
    rateShown: 'effective',
    tabs: productTabs,
    investments: false,
    retirement: false,
    guarantee: eu,
    referralBonus: { amount: 5_000, currency: 'EUR' },
  }),
  'es-es': market('es-es', 'es', {
    region: 'DEU',
    currency: 'EUR',
    foreignCurrencies: [],
    rateShown: 'effective',
    tabs: productTabs,
    investments: false,
    retirement: false,
    guarantee: eu,
    referralBonus: { amount: 5_000, currency: 'EUR' },
  }),
  'fr-fr': market('fr-fr', 'fr', {
    region: 'DEU',
    currency: 'EUR',
    foreignCurrencies: [],
    rateShown: 'effective',
    tabs: productTabs,
    investments: false,
    retirement: false,
    guarantee: eu,
    referralBonus: { amount: 5_000, currency: 'EUR' },
  }),
  'nl-nl': market('nl-nl', 'nl', {
    region: 'DEU',
    currency: 'EUR',
    foreignCurrencies: [],
    rateShown: 'nominal',
    tabs: [...productTabs, 'term_deposit_invest'],
    investments: true,
    retirement: false,
    guarantee: eu,
    referralBonus: { amount: 5_000, currency: 'EUR' },
  }),
  'pl-pl': market('pl-pl', 'pl', {
    region: 'DEU',
    currency: 'PLN',
    foreignCurrencies: [],
    rateShown: 'nominal',
    tabs: productTabs,
    investments: false,
    retirement: false,
    guarantee: { kind: 'nationalScheme', country: 'PL' },
    referralBonus: { amount: 20_000, currency: 'PLN' },
  }),
  'fi-fi': market('fi-fi', 'fi', {
    region: 'DEU',
    currency: 'EUR',
    foreignCurrencies: [],
    rateShown: 'nominal',
    tabs: productTabs,
    investments: false,
    retirement: false,
    guarantee: eu,
    referralBonus: { amount: 5_000, currency: 'EUR' },
  }),
  'it-it': market('it-it', 'it', {
    region: 'DEU',
    currency: 'EUR',
    foreignCurrencies: [],
    rateShown: 'nominal',
    tabs: productTabs,
    investments: false,
    retirement: false,
    guarantee: eu,
    referralBonus: { amount: 5_000, currency: 'EUR' },
  }),
  'de-ch': market('de-ch', 'de', {
    region: 'DEU',
    currency: 'CHF',
    foreignCurrencies: [],
    rateShown: 'nominal',
    tabs: productTabs,
    investments: false,
    retirement: false,
    guarantee: { kind: 'nationalScheme', country: 'CH' },
    referralBonus: { amount: 5_000, currency: 'CHF' },
  }),
  'en-us': market('en-us', 'en', {
    region: 'USA',
    currency: 'USD',
    foreignCurrencies: [],
    rateShown: 'effective',
    tabs: ['term_deposit'],
    investments: false,
    retirement: false,
    guarantee: { kind: 'nationalScheme', country: 'US' },
    referralBonus: { amount: 5_000, currency: 'USD' },
    accountScheme: 'aba',
    addressFormat: 'cityStateZip',
  }),
}

export const markets: Readonly<Record<PortalLocale, Market>> = rows

export function marketOf(locale: PortalLocale): Market {
  return markets[locale]
}

/** Every language some market is served in, in the table's order (de, en, fr, …). */
export function servedLanguages(): MarketLanguage[] {
  return [...new Set(Object.values(markets).map((entry) => entry.language))]
}

/**
 * The account scheme of a customer resident in `countryCode` (their address): their market's,
 * IBAN outside the twelve.
 */
export function accountSchemeOfResidence(countryCode: string): AccountScheme {
  return marketOfResidence(countryCode)?.accountScheme ?? 'iban'
}

/**
 * How an address in `countryCode` is written: its market's format, the European one outside the
 * twelve.
 */
export function addressFormatOf(countryCode: string): AddressFormat {
  return marketOfResidence(countryCode)?.addressFormat ?? 'postcodeCity'
}

/**
 * A text of the market's language as the market spells it: Swiss German writes ss for ß (Strasse,
 * Schliessung). Every text of the portal's catalogue and the bank's goes through this one rule.
 */
export function spelledFor(entry: Pick<Market, 'writesEszett'>, text: string): string {
  return entry.writesEszett ? text : text.replaceAll('ß', 'ss')
}

/** Whether the market sells `currency`: its own, or one of its foreign currencies. */
export function sellsCurrency(entry: Market, currency: string): boolean {
  return entry.currency === currency || entry.foreignCurrencies.includes(currency)
}

/**
 * Where an offer stands in a market's catalogue: `home` (its own currency: the product tabs list
 * it), `foreign` (a foreign currency it sells: listed only when the visitor chooses that currency
 * on a tab with the foreign-currency filter), or undefined (not sold there, never shown and never
 * ordered). A market sells only offers of banks on its own platform (region).
 */
export type CataloguePlace = 'home' | 'foreign'

export function cataloguePlace(
  entry: Market,
  offer: { currency: string; bankCountry: string },
): CataloguePlace | undefined {
  if (marketOfCountry(offer.bankCountry) !== entry.region) return undefined
  if (offer.currency === entry.currency) return 'home'
  if (entry.foreignCurrencies.includes(offer.currency)) return 'foreign'
  return undefined
}

type ProductTypeName = (typeof productTypes)[number]

/**
 * What an offer is to the market's savers: a foreign-currency deposit in the market's own currency
 * (a euro bank's PLN deposit read in Poland, its CHF deposit read in Switzerland) is a term
 * deposit there, or an overnight deposit without a term; every other offer is what it says.
 */
export function productTypeIn(
  entry: Market,
  offer: { productType: ProductTypeName; currency: string; termMonths: number | null },
): ProductTypeName {
  if (offer.productType !== 'foreign_currency' || offer.currency !== entry.currency) {
    return offer.productType
  }
  return offer.termMonths === null ? 'overnight_deposit' : 'term_deposit'
}

/**
 * Whether the market's catalogue can hold offers of banks based in `bankCountry`: those of its
 * own platform only (the country filter lists no other country).
 */
export function sellsBanksOf(entry: Market, bankCountry: string): boolean {
  return marketOfCountry(bankCountry) === entry.region
}

/** The markets whose offers table has the tab (customers there can hold that product). */
export function marketsWithTab(tab: OfferTab): PortalLocale[] {
  return Object.values(markets)
    .filter((entry) => entry.tabs.includes(tab))
    .map((entry) => entry.locale)
}

/** The markets that sell an offer (home or foreign), in the table's order. */
export function marketsSelling(offer: { currency: string; bankCountry: string }): Market[] {
  return Object.values(markets).filter((entry) => cataloguePlace(entry, offer) !== undefined)
}

/**
 * The market of a customer resident in `countryCode` (their address), or undefined outside the
 * twelve: such a customer is sold nothing.
 */
export function marketOfResidence(countryCode: string): Market | undefined {
  return Object.values(markets).find((entry) => entry.country === countryCode.toUpperCase())
}

/**
 * The market's tabs that an activation list (edge configuration, spec §2) leaves switched on, in
 * the table's order: configuration may switch a tab off, never add one. A promotion tab is on
 * when any `{product}_invest` / `{product}_pension` entry is.
 */
export function switchedOnTabs(entry: Market, activated: readonly string[]): OfferTab[] {
  return entry.tabs.filter((tab) => {
    if (activated.includes(tab)) return true
    const promotion = promotionSuffix(tab)
    return (
      promotion !== undefined &&
      activated.some(
        (item) =>
          item.endsWith(promotion) &&
          (productTypes as readonly string[]).includes(item.slice(0, -promotion.length)),
      )
    )
  })
}

function promotionSuffix(tab: OfferTab): '_invest' | '_pension' | undefined {
  if (tab.endsWith('_invest')) return '_invest'
  if (tab.endsWith('_pension')) return '_pension'
  return undefined
}
