import 'server-only'
import type { Bank } from '@portal/domain'
import type { Region } from '@portal/domain/region'
import { apiClients } from '@/lib/api/clients'
import { ServiceUnavailableError } from '@/lib/errors'
import { publicCache } from './cache'

export async function listBanks(region: Region): Promise<Bank[]> {
  const result = await apiClients(region).deposits.listBanks({ init: publicCache('banks') })
  if (result.error) throw new ServiceUnavailableError('deposits', result.error.status)
  return result.data.items
}
