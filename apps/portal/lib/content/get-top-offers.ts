import 'server-only'
import type { Offer, ProductType } from '@portal/domain'
import type { Region } from '@portal/domain/region'
import { apiClients } from '@/lib/api/clients'
import { publicCache } from '@/lib/banks/cache'
import { ServiceUnavailableError } from '@/lib/errors'

/** Best-rated offers of a product type for the CMS offers-table block. */
export async function getTopOffers(
  region: Region,
  productType: ProductType,
  limit: number,
): Promise<Offer[]> {
  const result = await apiClients(region).deposits.listOffers({
    query: { productType, sort: 'rate', order: 'desc', pageSize: limit },
    init: publicCache('offers', `offers:top:${productType}`),
  })
  if (result.error) throw new ServiceUnavailableError('deposits', result.error.status)
  return result.data.items
}
