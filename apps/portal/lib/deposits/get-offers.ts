import 'server-only'
import type { OfferListQuery, OfferPage } from '@portal/api-clients/contracts/deposits'
import type { Offer } from '@portal/domain'
import type { Region } from '@portal/domain/region'
import { apiClients } from '@/lib/api/clients'
import { ServiceUnavailableError } from '@/lib/errors'

/** Public offers are shared by every visitor: cached for the spec's default lifetime of 300 s. */
const offersRevalidateSeconds = 300
const cached = { next: { revalidate: offersRevalidateSeconds, tags: ['offers'] } }

export async function getOffers(region: Region, query: OfferListQuery): Promise<OfferPage> {
  const result = await apiClients(region).deposits.listOffers({ query, init: cached })
  if (result.error) throw new ServiceUnavailableError('deposits', result.error.status)
  return result.data
}

/** One offer by id, or null when it does not exist (a stale comparison link). */
export async function getOffer(region: Region, offerId: string): Promise<Offer | null> {
  const result = await apiClients(region).deposits.getOffer({
    params: { offerId },
    init: { next: { revalidate: offersRevalidateSeconds, tags: ['offers', `offer:${offerId}`] } },
  })
  if (result.error?.status === 404) return null
  if (result.error) throw new ServiceUnavailableError('deposits', result.error.status)
  return result.data
}
