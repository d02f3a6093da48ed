import type { MarketId } from '@portal/api-clients/contracts/deposits'
import { isSoldIn } from '@portal/api-clients/contracts/offer-list-rules'
import type { Bank, Offer } from '@portal/domain'
import { findBank, findOffer, isBankSoldIn } from '../../bank/catalogue/bank-lookup'
import { offerNotInMarket } from '../../bank/catalogue/market-refusal'
import type { SandboxOrm } from '../../db/database'
import { ServiceError } from '../../http/service-error'

/**
 * One offer, for a market when the call names one: an offer that market does not sell is 404
 * `offerNotInMarket` with the reason, so no page of that market shows it and no order of its
 * customers can be placed.
 */
export async function offerForMarket(
  orm: SandboxOrm,
  offerId: string,
  market: MarketId | undefined,
): Promise<Offer | ServiceError> {
  const offer = await findOffer(orm, offerId)
  if (offer === undefined) {
    return new ServiceError(404, 'offerNotFound', `Offer ${offerId} not found`)
  }
  if (market !== undefined && !isSoldIn(market, offer)) return offerNotInMarket(offer, market)
  return offer
}

/** One bank, for a market when the call names one: a bank it sells nothing of is 404. */
export async function bankForMarket(
  orm: SandboxOrm,
  slug: string,
  market: MarketId | undefined,
): Promise<Bank | ServiceError> {
  const bank = await findBank(orm, slug)
  if (bank === undefined) return new ServiceError(404, 'bankNotFound', `Bank ${slug} not found`)
  if (market !== undefined && !(await isBankSoldIn(orm, bank.id, market))) {
    return new ServiceError(
      404,
      'bankNotInMarket',
      `${bank.name} (${bank.countryCode}) has no offer sold in ${market}.`,
    )
  }
  return bank
}
