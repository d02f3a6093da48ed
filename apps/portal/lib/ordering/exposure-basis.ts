import 'server-only'
import type { SavingsOrder, SavingsOverview } from '@portal/api-clients/contracts/savings'
import type { Customer, Offer } from '@portal/domain'
import { accountHolderCount } from '@portal/domain/customer-data/account-holders'
import type { ExposedDeposit } from '@portal/domain/money/guarantee-exposure'
import { getCustomer } from '@/lib/backend/customers'
import { getOffer } from '@/lib/backend/deposits'
import { getSavingsOverview } from '@/lib/backend/savings'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { type ExposureBasis, interestExpectedOn, type OrderedTerms } from './order-exposure'

const unknown: ExposureBasis = { status: 'unknown' }

/**
 * What the customer holds at `offer`'s partner bank, for the order review's guarantee warning:
 * the ledger's exposure there (the dashboard's figure: deposits, accrued and expected interest,
 * per holder) and the orders still open at that bank with their expected interest. Any read
 * that fails makes the basis `unknown`; the order itself does not depend on it.
 */
export async function exposureBasisFor(session: Session, offer: Offer): Promise<ExposureBasis> {
  try {
    const [overview, customer] = await Promise.all([
      getSavingsOverview(session),
      getCustomer(session),
    ])
    if (!overview.ok || !customer.ok) return unknown
    return await basisOf(overview.data, customer.data, offer)
  } catch {
    return unknown
  }
}

async function basisOf(
  overview: SavingsOverview,
  customer: Customer,
  offer: Offer,
): Promise<ExposureBasis> {
  const bankId = offer.bank.id
  const holders = accountHolderCount(customer._embedded?.persons ?? [])
  const terms = termsOf(offer)
  const held: ExposedDeposit[] = []
  const current = overview.guaranteeExposure.find((entry) => entry.bankId === bankId)
  if (current !== undefined) {
    // already per holder and in the scheme's currency: counted once, as one holder's money
    held.push({
      bankId,
      bankCountry: current.bankCountry,
      currency: current.currency,
      amount: current.exposure,
      expectedInterest: 0,
      accountType: 'PERSONAL',
      holders: 1,
    })
  }
  const openOrders = overview.pendingOrders.filter((order) => order.bankId === bankId)
  for (const order of openOrders) {
    const orderTerms = order.offerId === offer.id ? terms : await termsOfOrder(order)
    if (orderTerms === null) return unknown
    held.push({
      bankId,
      bankCountry: offer.country,
      currency: order.currency,
      amount: order.amount,
      expectedInterest: interestExpectedOn(order.amount, orderTerms, overview.today),
      accountType: customer.type,
      holders,
    })
  }
  return {
    status: 'known',
    today: overview.today,
    bankId,
    bankCountry: offer.country,
    accountType: customer.type,
    holders,
    held,
    terms,
  }
}

function termsOf(offer: Offer): OrderedTerms {
  return {
    currency: offer.currency,
    annualRate: offer.nominalRate,
    payout: offer.interestPayout,
    compounding: offer.compounding,
    termMonths: offer.termMonths,
  }
}

async function termsOfOrder(order: SavingsOrder): Promise<OrderedTerms | null> {
  const offer = await getOffer(await getRegion(), order.offerId)
  return offer.ok ? termsOf(offer.data) : null
}
