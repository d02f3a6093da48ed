import type { ClickIdBody } from '@portal/api-clients/contracts/investor-integration'
import { getRegion } from '@/lib/routing/get-region'
import { apiClients } from './clients'
import { resultOf } from './service-result'

/** The investor integration service (`/pia/api/v1`): click ids without cookie consent. */
export async function storeClickIdAtIntegration(body: ClickIdBody) {
  return resultOf(await apiClients(await getRegion()).investorIntegration.storeClickId({ body }))
}
