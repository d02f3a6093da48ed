import type { SavingsOrder } from '@portal/api-clients/contracts/savings'
import type { ServiceResult } from '@/lib/backend/service-result'

export type PlacedOrder =
  | { status: 'placed'; order: SavingsOrder }
  | { status: 'offerEnded' | 'notOffered' | 'amountOutOfRange' | 'unavailable' | 'refused' }

/** What the order form makes of the savings service's answer to an order. */
export function placedOrderOf(result: ServiceResult<SavingsOrder>): PlacedOrder {
  if (result.ok) return { status: 'placed', order: result.data }
  const { status, code } = result.failure
  if (code === 'offerEnded') return { status: 'offerEnded' }
  if (code === 'offerNotFound') return { status: 'notOffered' }
  if (code === 'amountOutOfRange') return { status: 'amountOutOfRange' }
  // no answer at all (400 technicalError) or a server failure: try again later
  if (status >= 500 || code === 'technicalError') return { status: 'unavailable' }
  return { status: 'refused' }
}
