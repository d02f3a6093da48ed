import 'server-only'
import type { Region } from '@portal/domain/region'
import { type NetRatedOffer, netRateOf } from '@/lib/offers/net-rate'
import type { TaxResidence } from '@/lib/offers/withholding-tax'
import { getOffer } from './get-offers'

/** The offers chosen for comparison, in the chosen order; unknown ids are left out. */
export async function getComparedOffers(
  region: Region,
  ids: readonly string[],
  residence: TaxResidence,
): Promise<NetRatedOffer[]> {
  const offers = await Promise.all(ids.map((id) => getOffer(region, id)))
  return offers.flatMap((offer) => (offer ? [netRateOf(offer, residence)] : []))
}
