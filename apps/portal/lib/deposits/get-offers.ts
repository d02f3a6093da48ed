import 'server-only'
import type { OfferListQuery, OfferPage } from '@portal/api-clients/contracts/deposits'
import type { Region } from '@portal/domain/region'
import { apiClients } from '@/lib/api/clients'
import { ServiceUnavailableError } from '@/lib/errors'

/** Public offers are shared by every visitor: cached for the spec's default lifetime of 300 s. */
const offersRevalidateSeconds = 300

export async function getOffers(region: Region, query: OfferListQuery): Promise<OfferPage> {
  const result = await apiClients(region).deposits.listOffers({
    query,
    init: { next: { revalidate: offersRevalidateSeconds, tags: ['offers'] } },
  })
  if (result.error) throw new ServiceUnavailableError('deposits', result.error.status)
  return result.data
}
