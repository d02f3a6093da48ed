import 'server-only'
import type { Offer } from '@portal/domain'
import { apiClients } from '@/lib/api/clients'
import { ServiceUnavailableError } from '@/lib/errors'
import { publicCache } from './cache'

export interface UsOfferPage {
  items: Offer[]
  total: number
}

/** USD offers of US banks, best APY first; `limit` rows (load more raises it). */
export async function getUsOffers(limit: number): Promise<UsOfferPage> {
  const result = await apiClients('USA').deposits.listOffers({
    query: { country: 'US', currency: 'USD', sort: 'rate', order: 'desc', pageSize: limit },
    init: publicCache('offers', 'offers:us'),
  })
  if (result.error) throw new ServiceUnavailableError('deposits', result.error.status)
  return { items: result.data.items, total: result.data.total }
}
