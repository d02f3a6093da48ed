import { createServiceClient } from '@portal/api-clients/client'
import {
  idempotencyKeyHeader,
  type SandboxClockState,
  type SavingsOrder,
  savingsSandboxContract,
} from '@portal/api-clients/contracts/savings'
import { fetchCustomer } from '@portal/api-clients/fetch-customer'
import type { Offer, ProductType } from '@portal/domain'
import { OfferId } from '@portal/domain/ids'
import { marketOfCountry, type Region } from '@portal/domain/region'
import { cache } from 'react'
import { edgeEnv } from '@/lib/edge-env'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { backendConfig } from './client-config'
import { apiClients } from './clients'
import { getOffer, getOffers } from './deposits'
import { personalRead } from './read-policy'

/**
 * Ordering a deposit (`/das/v1/customers/:id/orders`): the offers of the customer's own market,
 * one offer for the order flow, the order itself (with an Idempotency-Key, so a double click, a
 * resubmitted form or a replayed request is one order) and its funding instructions.
 */

/** The country of the session's customer account's address; null when it cannot be read. */
const customerCountry = cache(async (session: Session): Promise<string | null> => {
  const result = await fetchCustomer(apiClients(await getRegion()).customers, {
    bacNumber: session.bacNumber,
    token: session.accessToken,
    init: personalRead,
  })
  return result.data?.address.countryCode ?? null
})

/** The market of the session's customer account, by its address; null when it cannot be read. */
export async function customerMarket(session: Session): Promise<Region | null> {
  const country = await customerCountry(session)
  return country === null ? null : marketOfCountry(country)
}

export type OrderableOffers = { status: 'loaded'; offers: Offer[] } | { status: 'unavailable' }

/** Offers of one product type sold in the customer's market, best rate first. */
export async function getOrderableOffers(
  session: Session,
  productType: ProductType,
): Promise<OrderableOffers> {
  const market = await customerMarket(session)
  if (market === null) return { status: 'unavailable' }
  try {
    const page = await getOffers(market, {
      productType,
      sort: 'rate',
      order: 'desc',
      pageSize: 1000,
    })
    return {
      status: 'loaded',
      offers: page.items.filter((offer) => marketOfCountry(offer.country) === market),
    }
  } catch {
    return { status: 'unavailable' }
  }
}

export type OrderOffer =
  /** `taxResidence`: the customer's country, for the withholding tax the bank will keep. */
  | { status: 'found'; offer: Offer; taxResidence: string }
  | { status: 'notOffered'; offer: Offer }
  | { status: 'notFound' }
  | { status: 'unavailable' }

/** One offer for the order flow, and whether the customer's market sells it. */
export async function getOrderOffer(session: Session, offerId: string): Promise<OrderOffer> {
  if (!OfferId.safeParse(offerId).success) return { status: 'notFound' }
  const country = await customerCountry(session)
  if (country === null) return { status: 'unavailable' }
  const market = marketOfCountry(country)
  try {
    const offer = await getOffer(market, offerId)
    if (offer === null) return { status: 'notFound' }
    return marketOfCountry(offer.country) === market
      ? { status: 'found', offer, taxResidence: country }
      : { status: 'notOffered', offer }
  } catch {
    return { status: 'unavailable' }
  }
}

export type PlacedOrder =
  | { status: 'placed'; order: SavingsOrder }
  | { status: 'offerEnded' | 'notOffered' | 'amountOutOfRange' | 'unavailable' | 'refused' }

/** Places the order under the form's idempotency key; the same key gives the same order. */
export async function placeOrder(
  session: Session,
  order: { offerId: string; amount: number },
  idempotencyKey: string,
): Promise<PlacedOrder> {
  if (!session.bacNumber) return { status: 'refused' }
  const result = await apiClients(await getRegion()).savings.placeOrder({
    params: { customerId: session.bacNumber },
    body: order,
    token: session.accessToken,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
    init: personalRead,
  })
  if (result.data) return { status: 'placed', order: result.data }
  const { status, code } = result.error
  if (code === 'offerEnded') return { status: 'offerEnded' }
  if (code === 'offerNotFound') return { status: 'notOffered' }
  if (code === 'amountOutOfRange') return { status: 'amountOutOfRange' }
  // no answer at all (400 technicalError) or a server failure: try again later
  if (status >= 500 || code === 'technicalError') return { status: 'unavailable' }
  return { status: 'refused' }
}

/** One of the customer's own orders; null when it is not theirs or unknown (404). */
export async function getOrder(session: Session, orderId: string): Promise<SavingsOrder | null> {
  if (!session.bacNumber || !/^[\w-]{1,80}$/.test(orderId)) return null
  const result = await apiClients(await getRegion()).savings.getOrder({
    params: { customerId: session.bacNumber, orderId },
    token: session.accessToken,
    init: personalRead,
  })
  return result.data ?? null
}

/**
 * Demo controls of a local sandbox (`/das/v1/sandbox`): the bank's clock and simulated incoming
 * transfers. A deployed backend has none, and the portal only offers them where PORTAL_ENV is
 * `local` (the savings demo page answers 404 otherwise).
 */
async function sandboxSavings() {
  return createServiceClient(savingsSandboxContract, 'savings', backendConfig(await getRegion()))
}

/** The sandbox clock, or null when the backend has no demo controls (not a local sandbox). */
export async function getSandboxClock(): Promise<SandboxClockState | null> {
  if (edgeEnv().PORTAL_ENV !== 'local') return null
  const result = await (await sandboxSavings()).getClock({ init: personalRead })
  return result.data ?? null
}

export async function advanceSandboxClock(days: number): Promise<SandboxClockState | null> {
  if (edgeEnv().PORTAL_ENV !== 'local') return null
  const result = await (await sandboxSavings()).advanceClock({
    body: { days, hours: 0 },
    init: personalRead,
  })
  return result.data ?? null
}

/** A transfer arriving from the customer's reference account (any other IBAN is returned). */
export async function simulateIncomingTransfer(
  session: Session,
  transfer: { fromIban: string; amount: number; currency: string; reference: string },
): Promise<'credited' | 'returned' | null> {
  if (edgeEnv().PORTAL_ENV !== 'local' || !session.bacNumber) return null
  const result = await (await sandboxSavings()).receiveTransfer({
    body: { customerId: session.bacNumber, ...transfer },
    init: personalRead,
  })
  return result.data?.status ?? null
}
