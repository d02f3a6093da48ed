'use server'

import type { AdvisorOrderState } from '@/lib/investments/advisor-order-state'
import { investRefusal } from '@/lib/investments/authorise-invest'
import { placePortfolioOrder } from '@/lib/investments/portfolio-order'

/** Opens a pension product of a class with a monthly contribution, confirmed by an mTAN. */
export async function pensionOrderAction(
  state: AdvisorOrderState,
  form: FormData,
): Promise<AdvisorOrderState> {
  const refused = await investRefusal('retirementOpen', state, form)
  if (refused) return refused
  return placePortfolioOrder(
    {
      kind: 'pension',
      route: 'retirementOpen',
      area: 'retirement',
      landing: 'retirement',
    },
    state,
    form,
  )
}
