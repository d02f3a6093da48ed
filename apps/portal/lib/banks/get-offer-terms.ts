import 'server-only'
import type { OfferTerms } from '@portal/api-clients/contracts/deposits'
import type { Region } from '@portal/domain/region'
import { apiClients } from '@/lib/api/clients'
import { publicCache } from './cache'

export type OfferTermsResult = { kind: 'ok'; terms: OfferTerms } | { kind: 'unavailable' }

/** US product terms of an offer. A failure is a value: the row shows the terms error message. */
export async function getOfferTerms(region: Region, offerId: string): Promise<OfferTermsResult> {
  const result = await apiClients(region).deposits.getOfferTerms({
    params: { offerId },
    init: publicCache('offer-terms', `offer-terms:${offerId}`),
  })
  return result.error ? { kind: 'unavailable' } : { kind: 'ok', terms: result.data }
}
