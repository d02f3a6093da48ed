import 'server-only'
import type { Bank } from '@portal/domain'
import type { Region } from '@portal/domain/region'
import { apiClients } from '@/lib/api/clients'
import { ServiceUnavailableError } from '@/lib/errors'
import { publicCache } from './cache'

/** One bank by slug; null when the deposits service does not know it (the page answers 404). */
export async function getBank(region: Region, slug: string): Promise<Bank | null> {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null
  const result = await apiClients(region).deposits.getBank({
    params: { slug },
    init: publicCache('banks', `bank:${slug}`),
  })
  if (result.error?.status === 404) return null
  if (result.error) throw new ServiceUnavailableError('deposits', result.error.status)
  return result.data
}
