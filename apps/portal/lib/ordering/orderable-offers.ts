import 'server-only'
import type { Offer, ProductType } from '@portal/domain'
import { OfferId } from '@portal/domain/ids'
import { marketOfCountry } from '@portal/domain/region'
import { getCustomer } from '@/lib/backend/customers'
import { getOffer, getOffers } from '@/lib/backend/deposits'
import {
  failed,
  noSuchRecord,
  ok,
  type ServiceFailure,
  type ServiceResult,
} from '@/lib/backend/service-result'
import type { Session } from '@/lib/session/get-session'

/**
 * What the session's customer may order: the offers of their own market (by the address of the
 * customer account), never another market's.
 */

/** Offers of one product type sold in the customer's market, best rate first. */
export async function getOrderableOffers(
  session: Session,
  productType: ProductType,
): Promise<ServiceResult<Offer[]>> {
  const customer = await getCustomer(session)
  if (!customer.ok) return customer
  const market = marketOfCountry(customer.data.address.countryCode)
  const page = await getOffers(market, { productType, sort: 'rate', order: 'desc', pageSize: 1000 })
  if (!page.ok) return page
  return ok(page.data.items.filter((offer) => marketOfCountry(offer.country) === market))
}

/** The customer's own account not read is never "no such offer": the page asks to try again. */
const ownAccountUnread = (failure: ServiceFailure) =>
  failed(failure.reason === 'notFound' ? { ...failure, reason: 'unanswered' } : failure)

export type OrderOffer =
  /** `taxResidence`: the customer's country, for the withholding tax the bank will keep. */
  { status: 'found'; offer: Offer; taxResidence: string } | { status: 'notOffered'; offer: Offer }

/** One offer for the order flow, and whether the customer's market sells it. */
export async function getOrderOffer(
  session: Session,
  offerId: string,
): Promise<ServiceResult<OrderOffer>> {
  if (!OfferId.safeParse(offerId).success) return noSuchRecord
  const customer = await getCustomer(session)
  if (!customer.ok) return ownAccountUnread(customer.failure)
  const country = customer.data.address.countryCode
  const market = marketOfCountry(country)
  const offer = await getOffer(market, offerId)
  if (!offer.ok) return offer
  return ok(
    marketOfCountry(offer.data.country) === market
      ? { status: 'found', offer: offer.data, taxResidence: country }
      : { status: 'notOffered', offer: offer.data },
  )
}
