import 'server-only'
import type { SavingsOverview } from '@portal/api-clients/contracts/savings'
import { getOffer } from '@/lib/backend/deposits'
import { getRegion } from '@/lib/routing/get-region'

/**
 * Partner bank names by bank id: from the deposits, and for a bank the customer has only an
 * order at, from the order's offer (a public, cached read). An unknown name shows the id.
 */
export async function bankNamesOf(
  overview: Pick<SavingsOverview, 'deposits' | 'pendingOrders'>,
): Promise<Record<string, string>> {
  const names: Record<string, string> = {}
  for (const deposit of overview.deposits) names[deposit.bankId] = deposit.bankName
  const missing = overview.pendingOrders.filter((order) => names[order.bankId] === undefined)
  if (missing.length > 0) {
    const region = await getRegion()
    await Promise.all(
      missing.map(async (order) => {
        const offer = await getOffer(region, order.offerId)
        if (offer.ok) names[order.bankId] = offer.data.bank.name
      }),
    )
  }
  return names
}
