import 'server-only'
import { marketOfResidence } from '@portal/domain/markets'
import { getCustomer } from '@/lib/backend/customers'
import { mapResult, type ServiceResult } from '@/lib/backend/service-result'
import { getEdgeConfig } from '@/lib/edge-config'
import {
  activatedTabsOf,
  marketTabs,
  type ProductTab,
  productTabsOf,
} from '@/lib/offers/offer-tabs'
import type { Session } from '@/lib/session/get-session'

/**
 * The product tabs of the customer's market (of their address, as the offers they may order),
 * from the same source as the public offers table: the market table's tabs that the edge
 * configuration leaves switched on. None for a customer living outside the twelve markets.
 * The customer read is the page's one (cached), so the offers that follow ask no second time.
 */
export async function customerProductTabs(session: Session): Promise<ServiceResult<ProductTab[]>> {
  const customer = await getCustomer(session)
  const activated = await getEdgeConfig('activatedTabs')
  return mapResult(customer, ({ address }) => {
    const market = marketOfResidence(address.countryCode)
    if (!market) return []
    return productTabsOf(marketTabs(market.locale, activatedTabsOf(activated, market.locale)))
  })
}
