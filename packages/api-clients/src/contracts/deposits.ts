import {
  Bank,
  CountryCode,
  CreditRating,
  CurrencyCode,
  Offer,
  OfferProductType,
  ProductType,
  SortKey,
  SortOrder,
} from '@portal/domain'
import { portalLocales } from '@portal/domain/locales'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'

export { depositsServicePrefix } from '../service-prefixes'

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true')

/**
 * Which of an offer's two rates `sort=rate` orders by: the one the market's table shows (spec §9:
 * effective in FR, GB, ES, US, IE, nominal elsewhere). Absent, the effective rate (APY).
 */
export const RateKind = z.enum(['nominal', 'effective'])
export type RateKind = z.infer<typeof RateKind>

/** One of the twelve markets, by its locale (`de-de`): the catalogue a call reads. */
export const MarketId = z.enum(portalLocales)
export type MarketId = z.infer<typeof MarketId>

/**
 * Query of the offers list. Everything arrives as strings; unknown keys are ignored.
 *
 * `market` lists only the offers that market sells (banks of its platform, currencies of its
 * row, `packages/domain/src/markets.ts`): its own currency by default; `currency=<code>` one
 * currency it sells (a currency it does not sell lists nothing); `foreignCurrency=true` all its
 * foreign currencies. Without `market`, every offer of the sandbox, and `foreignCurrency` means
 * "not in EUR". The rules: `offer-list-rules.ts` (shared with the portal, one test runs both).
 */
export const OfferListQuery = z.object({
  market: MarketId.optional(),
  productType: ProductType.optional(),
  offerProductType: OfferProductType.optional(),
  termMonths: z.coerce.number().int().positive().optional(),
  country: CountryCode.optional(),
  minRating: CreditRating.optional(),
  /** Investment amount in minor units: offers whose min..max range contains it. */
  amount: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  currency: CurrencyCode.optional(),
  flexgeld: booleanFlag.optional(),
  foreignCurrency: booleanFlag.optional(),
  sort: z.enum([...SortKey.options, 'rate', 'term']).optional(),
  order: SortOrder.optional(),
  rateKind: RateKind.optional(),
  page: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().positive().max(1000).optional(),
})
export type OfferListQuery = z.input<typeof OfferListQuery>

/**
 * Query of the bank list: with `market`, only banks with an offer listed under the same market,
 * `currency` and `foreignCurrency` rules as the offers list (their own currency by default).
 */
export const BankListQuery = OfferListQuery.pick({
  market: true,
  currency: true,
  foreignCurrency: true,
})
export type BankListQuery = z.input<typeof BankListQuery>

/**
 * A market for one offer or bank: answered only when the market sells the offer (in any of its
 * currencies) or some offer of the bank, else 404 `offerNotInMarket` / `bankNotInMarket`.
 */
export const MarketQuery = z.object({ market: MarketId.optional() })
export type MarketQuery = z.input<typeof MarketQuery>

export const OfferPage = z.object({
  items: z.array(Offer),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
})
export type OfferPage = z.infer<typeof OfferPage>

/** US product terms: APY is the effective annual rate as a decimal fraction. */
export const OfferTerms = z.object({
  offerId: z.string().min(1),
  apy: z.string().regex(/^-?\d+(\.\d+)?$/),
  termsHtml: z.string(),
  disclosures: z.array(z.string()),
})
export type OfferTerms = z.infer<typeof OfferTerms>

export const depositsContract = {
  listOffers: defineEndpoint({
    method: 'GET',
    path: '/offers',
    auth: 'none',
    query: OfferListQuery,
    response: OfferPage,
  }),
  getOffer: defineEndpoint({
    method: 'GET',
    path: '/offers/:offerId',
    auth: 'none',
    params: z.object({ offerId: z.string().min(1) }),
    query: MarketQuery,
    response: Offer,
  }),
  /** Some offers' terms are unavailable (503 `termsUnavailable`); see the sandbox README. */
  getOfferTerms: defineEndpoint({
    method: 'GET',
    path: '/offers/:offerId/terms',
    auth: 'none',
    params: z.object({ offerId: z.string().min(1) }),
    query: MarketQuery,
    response: OfferTerms,
  }),
  listBanks: defineEndpoint({
    method: 'GET',
    path: '/banks',
    auth: 'none',
    query: BankListQuery,
    response: z.object({ items: z.array(Bank) }),
  }),
  getBank: defineEndpoint({
    method: 'GET',
    path: '/banks/:slug',
    auth: 'none',
    params: z.object({ slug: z.string().min(1) }),
    query: MarketQuery,
    response: Bank,
  }),
}
