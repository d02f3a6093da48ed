import 'server-only'
import { isSoldIn } from '@portal/api-clients/contracts/offer-list-rules'
import type { Offer } from '@portal/domain'
import { OfferId } from '@portal/domain/ids'
import { localeInfos, type PortalLocale } from '@portal/domain/locales'
import { marketOfResidence } from '@portal/domain/markets'
import { getCustomer } from '@/lib/backend/customers'
import { getOffer, getOffers } from '@/lib/backend/deposits'
import {
  failed,
  mapResult,
  noSuchRecord,
  ok,
  type ServiceFailure,
  type ServiceResult,
} from '@/lib/backend/service-result'
import { type NetRated, withNetRates } from '@/lib/offers/net-rate'
import { offerTableQuery } from '@/lib/offers/offer-table-query'
import type { ProductTabId } from '@/lib/offers/offer-tabs'
import { residenceOf } from '@/lib/offers/residence'
import type { InputNote, OffersTableState } from '@/lib/offers/search-params'
import type { Session } from '@/lib/session/get-session'

/**
 * What the session's customer may order: the offers of their own market (the market of the
 * address of the customer account, `marketOfResidence`), never another market's; a customer
 * living outside the twelve markets is sold nothing.
 */

export interface OrderableOffers {
  /** The customer's market (of their address); null outside the twelve: nothing is sold. */
  market: PortalLocale | null
  offers: NetRated<Offer>[]
  /** Filters not applied as given, as on the public table. */
  notes: InputNote[]
}

/**
 * The offers of one tab that the customer's market lists, with the public table's filters and
 * sort (`offerTableQuery`, the same rules): its own currency, or a foreign one it sells when
 * chosen on a tab that has that filter. Every row, sorted (the net rate is computed here): the
 * page shows them in pages.
 */
export async function getOrderableOffers(
  session: Session,
  tab: ProductTabId,
  state: OffersTableState,
): Promise<ServiceResult<OrderableOffers>> {
  const customer = await getCustomer(session)
  if (!customer.ok) return customer
  const market = marketOfResidence(customer.data.address.countryCode)
  if (!market) return ok({ market: null, offers: [], notes: [] })
  const { query, notes } = offerTableQuery(tab, state, localeInfos[market.locale])
  const residence = residenceOf(market.country, state.residence)
  const page = await getOffers(market.region, { ...query, pageSize: 1000 })
  return mapResult(page, (data) => ({
    market: market.locale,
    offers: withNetRates(
      data.items,
      residence,
      state.sort === 'net_rate' ? state.order : undefined,
    ),
    notes,
  }))
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
  const market = marketOfResidence(country)
  // Read without the market: an offer of another market is named as such, not "not found".
  const offer = await getOffer(market?.region ?? 'DEU', offerId)
  if (!offer.ok) return offer
  return ok(
    market && isSoldIn(market.locale, offer.data)
      ? { status: 'found', offer: offer.data, taxResidence: country }
      : { status: 'notOffered', offer: offer.data },
  )
}
