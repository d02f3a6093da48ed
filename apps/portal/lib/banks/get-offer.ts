import 'server-only'
import type { Offer } from '@portal/domain'
import type { Region } from '@portal/domain/region'
import { apiClients } from '@/lib/api/clients'
import { ServiceUnavailableError } from '@/lib/errors'
import { publicCache } from './cache'

/** One offer by id; null when unknown (the page answers 404). */
export async function getOffer(region: Region, id: string): Promise<Offer | null> {
  if (!/^[A-Za-z0-9-]{1,100}$/.test(id)) return null
  const result = await apiClients(region).deposits.getOffer({
    params: { offerId: id },
    init: publicCache('offers', `offer:${id}`),
  })
  if (result.error?.status === 404) return null
  if (result.error) throw new ServiceUnavailableError('deposits', result.error.status)
  return result.data
}
