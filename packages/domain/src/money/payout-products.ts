import type { Market, OfferTab } from '../markets'

/**
 * Products a customer can pay money out of on request: term and notice deposits pay out at
 * maturity or after their notice, never on request.
 */
export const productsPaidOutOnRequest = ['overnight_deposit', 'flexgeld'] as const
export type ProductPaidOutOnRequest = (typeof productsPaidOutOnRequest)[number]

/**
 * The products of the market that pay out on request, in the table's order: what its payout page
 * may name beside the settlement account (the US sells term deposits only, so none).
 */
export function payoutProductsOf(market: Pick<Market, 'tabs'>): ProductPaidOutOnRequest[] {
  return productsPaidOutOnRequest.filter((product) =>
    market.tabs.includes(product satisfies OfferTab),
  )
}
