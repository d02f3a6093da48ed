import type { MarketId } from '@portal/api-clients/contracts/deposits'
import type { Offer } from '@portal/domain'
import { ServiceError } from '../../http/service-error'

/**
 * The refusal of an offer a market does not sell (404 `offerNotInMarket`): names the currency,
 * the bank's country and the market, or the customer's residence outside the twelve markets.
 */
export function offerNotInMarket(
  offer: Pick<Offer, 'id' | 'currency' | 'country'>,
  market: MarketId | undefined,
): ServiceError {
  const where = market ?? 'your country of residence'
  return new ServiceError(
    404,
    'offerNotInMarket',
    `Offer ${offer.id} (${offer.currency}, a bank in ${offer.country}) is not sold in ${where}.`,
  )
}
