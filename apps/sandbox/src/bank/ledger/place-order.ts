import { isSoldIn } from '@portal/api-clients/contracts/offer-list-rules'
import { marketOfResidence } from '@portal/domain/markets'
import { eq } from 'drizzle-orm'
import { banks, offers, savingsOrders } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { offerNotInMarket } from '../catalogue/market-refusal'
import type { CustomerContext } from './customer-context'
import { fundPendingOrders } from './fund-pending-orders'
import { newLedgerId } from './ledger-ids'
import type { LedgerTx } from './ledger-transaction'
import { announceSavings } from './savings-announcements'

export const prolongationChoices = ['NONE', 'PRINCIPAL', 'PRINCIPAL_AND_INTEREST'] as const
export type ProlongationChoice = (typeof prolongationChoices)[number]

export interface OrderRequest {
  offerId: string
  amount: number
  prolongation?: ProlongationChoice | undefined
}

const closedAvailabilities = new Set(['SOLD_OUT', 'COMING_SOON'])

/**
 * Places an order for a deposit: pending until the full amount is on the settlement account,
 * forwarded at once when it already is. Refusals are values; nothing is written for them.
 */
export async function placeOrder(
  tx: LedgerTx,
  customer: CustomerContext,
  request: OrderRequest,
  now: Date,
): Promise<typeof savingsOrders.$inferSelect | ServiceError> {
  const [offer] = await tx
    .select({ offer: offers, bankCountry: banks.countryCode, bankName: banks.name })
    .from(offers)
    .innerJoin(banks, eq(banks.id, offers.bankId))
    .where(eq(offers.id, request.offerId))
  if (offer === undefined) {
    return new ServiceError(404, 'offerNotFound', `Offer ${request.offerId} not found`)
  }
  // the customer's market is that of their address: it sells its platform's offers in its currencies
  const market = marketOfResidence(customer.countryCode)?.locale
  const sold = { id: offer.offer.id, currency: offer.offer.currency, country: offer.bankCountry }
  if (market === undefined || !isSoldIn(market, sold)) return offerNotInMarket(sold, market)
  if (customer.status !== 'ACTIVE') {
    return new ServiceError(409, 'customerNotActive', 'Orders need an active customer account.')
  }
  if (closedAvailabilities.has(offer.offer.availability)) {
    return new ServiceError(409, 'offerEnded', 'This offer is no longer available.')
  }
  const { minAmount, maxAmount, currency } = offer.offer
  if (
    !Number.isSafeInteger(request.amount) ||
    request.amount < Math.max(minAmount, 1) ||
    request.amount > maxAmount
  ) {
    return new ServiceError(
      422,
      'amountOutOfRange',
      `The amount must be between ${minAmount} and ${maxAmount} minor units.`,
      [{ path: 'amount', message: `between ${minAmount} and ${maxAmount}` }],
    )
  }
  const prolongation = prolongationFor(
    offer.offer.terms.prolongation.automatic,
    request.prolongation,
  )
  if (prolongation instanceof ServiceError) return prolongation
  const id = newLedgerId()
  const [order] = await tx
    .insert(savingsOrders)
    .values({
      id,
      customerId: customer.id,
      offerId: offer.offer.id,
      bankId: offer.offer.bankId,
      amount: request.amount,
      currency,
      status: 'pending_funding',
      prolongation,
      reference: `ORDER ${id.slice(0, 8).toUpperCase()}`,
      createdAt: now.toISOString(),
    })
    .returning()
  if (order === undefined) throw new Error('order insert returned nothing')
  await announceSavings(
    tx,
    customer.id,
    'savings_order',
    currency,
    (texts, format) =>
      texts.orderPlaced(format.money(order.amount), offer.bankName, order.reference),
    now,
  )
  await fundPendingOrders(tx, customer.id, currency, now)
  const [current] = await tx.select().from(savingsOrders).where(eq(savingsOrders.id, id))
  return current ?? order
}

/** Offers with automatic prolongation preset it and let the customer opt out; others pay out. */
function prolongationFor(
  automatic: boolean,
  requested: ProlongationChoice | undefined,
): ProlongationChoice | ServiceError {
  if (!automatic) {
    return requested === undefined || requested === 'NONE'
      ? 'NONE'
      : new ServiceError(422, 'prolongationNotOffered', 'This offer is paid out at maturity.')
  }
  return requested ?? 'PRINCIPAL_AND_INTEREST'
}
