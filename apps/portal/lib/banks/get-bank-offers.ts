import 'server-only'
import type { Bank, Offer } from '@portal/domain'
import type { Region } from '@portal/domain/region'
import { apiClients } from '@/lib/api/clients'
import { ServiceUnavailableError } from '@/lib/errors'
import { publicCache } from './cache'

/**
 * The offers of one bank. The deposits contract's listOffers has no bank filter, so this reads
 * the offers of the bank's country (one cached call) and keeps the bank's own.
 */
export async function getBankOffers(region: Region, bank: Bank): Promise<Offer[]> {
  const result = await apiClients(region).deposits.listOffers({
    query: { country: bank.countryCode, sort: 'rate', order: 'desc', pageSize: 1000 },
    init: publicCache('offers', `offers:country:${bank.countryCode}`),
  })
  if (result.error) throw new ServiceUnavailableError('deposits', result.error.status)
  return result.data.items.filter((offer) => offer.bank.id === bank.id)
}
