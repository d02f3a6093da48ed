import type {
  MarketId,
  OfferListQuery,
  OfferPage,
  OfferTerms,
  RateKind,
} from '@portal/api-clients/contracts/deposits'
import type { Bank, Offer, ProductType } from '@portal/domain'
import { BankSlug, OfferId } from '@portal/domain/ids'
import type { TaxResidence } from '@portal/domain/money/tax-residence'
import type { Region } from '@portal/domain/region'
import { type NetRatedOffer, netRateOf } from '@/lib/offers/net-rate'
import { apiClients } from './clients'
import { cacheTags, publicRead } from './read-policy'
import { mapResult, noSuchRecord, ok, resultOf, type ServiceResult } from './service-result'

/** The deposits and products service (`/dbs/v1`): offers, their terms and the partner banks. */
const deposits = (region: Region) => apiClients(region).deposits

/** One page of offers for the offers table and the offer set of a tab. */
export async function getOffers(
  region: Region,
  query: OfferListQuery,
): Promise<ServiceResult<OfferPage>> {
  return resultOf(await deposits(region).listOffers({ query, init: publicRead(cacheTags.offers) }))
}

/**
 * One offer by id; `notFound` when the id is malformed or unknown (the page answers 404), or when
 * `market` is given and does not sell it (`offerNotInMarket`).
 */
export async function getOffer(
  region: Region,
  offerId: string,
  market?: MarketId,
): Promise<ServiceResult<Offer>> {
  if (!OfferId.safeParse(offerId).success) return noSuchRecord
  return resultOf(
    await deposits(region).getOffer({
      params: { offerId },
      query: { market },
      init: publicRead(cacheTags.offers, cacheTags.offer(offerId)),
    }),
  )
}

/**
 * The offers chosen for comparison, in the chosen order; unknown ids and offers the market does
 * not sell are left out.
 */
export async function getComparedOffers(
  region: Region,
  ids: readonly string[],
  residence: TaxResidence,
  market?: MarketId,
): Promise<ServiceResult<NetRatedOffer[]>> {
  const reads = await Promise.all(ids.map((id) => getOffer(region, id, market)))
  const compared: NetRatedOffer[] = []
  for (const read of reads) {
    if (read.ok) compared.push(netRateOf(read.data, residence))
    else if (read.failure.reason !== 'notFound') return read
  }
  return ok(compared)
}

/** Best-rated offers of a product type (by the rate the market shows) for the CMS offers block. */
export async function getTopOffers(
  region: Region,
  productType: ProductType,
  limit: number,
  rateKind?: RateKind,
  market?: MarketId,
): Promise<ServiceResult<Offer[]>> {
  const result = await deposits(region).listOffers({
    query: { market, productType, sort: 'rate', order: 'desc', rateKind, pageSize: limit },
    init: publicRead(cacheTags.offers, cacheTags.topOffers(productType)),
  })
  return mapResult(resultOf(result), (page) => page.items)
}

export interface UsOfferPage {
  items: Offer[]
  total: number
}

/** USD offers of US banks, best APY first; `limit` rows (load more raises it). */
export async function getUsOffers(limit: number): Promise<ServiceResult<UsOfferPage>> {
  const result = await deposits('USA').listOffers({
    query: { market: 'en-us', sort: 'rate', order: 'desc', pageSize: limit },
    init: publicRead(cacheTags.offers, cacheTags.usOffers),
  })
  return mapResult(resultOf(result), ({ items, total }) => ({ items, total }))
}

/** US product terms of an offer (the row shows the terms error message without them). */
export async function getOfferTerms(
  region: Region,
  offerId: string,
  market?: MarketId,
): Promise<ServiceResult<OfferTerms>> {
  return resultOf(
    await deposits(region).getOfferTerms({
      params: { offerId },
      query: { market },
      init: publicRead(cacheTags.offerTerms, cacheTags.offerTermsOf(offerId)),
    }),
  )
}

/** Partner banks; with `market`, those with an offer it lists in its own currency. */
export async function listBanks(region: Region, market?: MarketId): Promise<ServiceResult<Bank[]>> {
  const result = await deposits(region).listBanks({
    query: { market },
    init: publicRead(cacheTags.banks),
  })
  return mapResult(resultOf(result), (page) => page.items)
}

/**
 * One bank by slug; `notFound` when the slug is malformed or unknown (the page answers 404), or
 * when `market` is given and sells none of its offers (`bankNotInMarket`).
 */
export async function getBank(
  region: Region,
  slug: string,
  market?: MarketId,
): Promise<ServiceResult<Bank>> {
  if (!BankSlug.safeParse(slug).success) return noSuchRecord
  return resultOf(
    await deposits(region).getBank({
      params: { slug },
      query: { market },
      init: publicRead(cacheTags.banks, cacheTags.bank(slug)),
    }),
  )
}

/**
 * The offers of one bank that the market lists (its own currency). The deposits contract's
 * listOffers has no bank filter, so this reads the offers of the bank's country (one cached call)
 * and keeps the bank's own.
 */
export async function getBankOffers(
  region: Region,
  bank: Bank,
  rateKind?: RateKind,
  market?: MarketId,
): Promise<ServiceResult<Offer[]>> {
  const result = await deposits(region).listOffers({
    query: {
      market,
      country: bank.countryCode,
      sort: 'rate',
      order: 'desc',
      rateKind,
      pageSize: 1000,
    },
    init: publicRead(cacheTags.offers, cacheTags.offersOfCountry(bank.countryCode)),
  })
  return mapResult(resultOf(result), (page) =>
    page.items.filter((offer) => offer.bank.id === bank.id),
  )
}
