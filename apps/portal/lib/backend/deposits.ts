import type {
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
import { dataOf, dataOrNotFound } from './service-errors'

/** The deposits and products service (`/dbs/v1`): offers, their terms and the partner banks. */
const service = 'deposits'
const deposits = (region: Region) => apiClients(region).deposits

/** One page of offers for the offers table and the offer set of a tab. */
export async function getOffers(region: Region, query: OfferListQuery): Promise<OfferPage> {
  return dataOf(
    service,
    await deposits(region).listOffers({ query, init: publicRead(cacheTags.offers) }),
  )
}

/** One offer by id; null when the id is malformed or unknown (the page answers 404). */
export async function getOffer(region: Region, offerId: string): Promise<Offer | null> {
  if (!OfferId.safeParse(offerId).success) return null
  const result = await deposits(region).getOffer({
    params: { offerId },
    init: publicRead(cacheTags.offers, cacheTags.offer(offerId)),
  })
  return dataOrNotFound(service, result)
}

/** The offers chosen for comparison, in the chosen order; unknown ids are left out. */
export async function getComparedOffers(
  region: Region,
  ids: readonly string[],
  residence: TaxResidence,
): Promise<NetRatedOffer[]> {
  const offers = await Promise.all(ids.map((id) => getOffer(region, id)))
  return offers.flatMap((offer) => (offer ? [netRateOf(offer, residence)] : []))
}

/** Best-rated offers of a product type (by the rate the market shows) for the CMS offers block. */
export async function getTopOffers(
  region: Region,
  productType: ProductType,
  limit: number,
  rateKind?: RateKind,
): Promise<Offer[]> {
  const result = await deposits(region).listOffers({
    query: { productType, sort: 'rate', order: 'desc', rateKind, pageSize: limit },
    init: publicRead(cacheTags.offers, cacheTags.topOffers(productType)),
  })
  return dataOf(service, result).items
}

export interface UsOfferPage {
  items: Offer[]
  total: number
}

/** USD offers of US banks, best APY first; `limit` rows (load more raises it). */
export async function getUsOffers(limit: number): Promise<UsOfferPage> {
  const result = await deposits('USA').listOffers({
    query: { country: 'US', currency: 'USD', sort: 'rate', order: 'desc', pageSize: limit },
    init: publicRead(cacheTags.offers, cacheTags.usOffers),
  })
  const { items, total } = dataOf(service, result)
  return { items, total }
}

export type OfferTermsResult = { kind: 'ok'; terms: OfferTerms } | { kind: 'unavailable' }

/** US product terms of an offer. A failure is a value: the row shows the terms error message. */
export async function getOfferTerms(region: Region, offerId: string): Promise<OfferTermsResult> {
  const result = await deposits(region).getOfferTerms({
    params: { offerId },
    init: publicRead(cacheTags.offerTerms, cacheTags.offerTermsOf(offerId)),
  })
  return result.error ? { kind: 'unavailable' } : { kind: 'ok', terms: result.data }
}

export async function listBanks(region: Region): Promise<Bank[]> {
  return dataOf(service, await deposits(region).listBanks({ init: publicRead(cacheTags.banks) }))
    .items
}

/** One bank by slug; null when the slug is malformed or unknown (the page answers 404). */
export async function getBank(region: Region, slug: string): Promise<Bank | null> {
  if (!BankSlug.safeParse(slug).success) return null
  const result = await deposits(region).getBank({
    params: { slug },
    init: publicRead(cacheTags.banks, cacheTags.bank(slug)),
  })
  return dataOrNotFound(service, result)
}

/**
 * The offers of one bank. The deposits contract's listOffers has no bank filter, so this reads
 * the offers of the bank's country (one cached call) and keeps the bank's own.
 */
export async function getBankOffers(
  region: Region,
  bank: Bank,
  rateKind?: RateKind,
): Promise<Offer[]> {
  const result = await deposits(region).listOffers({
    query: { country: bank.countryCode, sort: 'rate', order: 'desc', rateKind, pageSize: 1000 },
    init: publicRead(cacheTags.offers, cacheTags.offersOfCountry(bank.countryCode)),
  })
  return dataOf(service, result).items.filter((offer) => offer.bank.id === bank.id)
}
