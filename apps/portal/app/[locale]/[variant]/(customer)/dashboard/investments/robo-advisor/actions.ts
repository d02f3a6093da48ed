'use server'

import type { AdvisorOrderState } from '@/lib/investments/advisor-order-state'
import { investRefusal } from '@/lib/investments/authorise-invest'
import { placePortfolioOrder } from '@/lib/investments/portfolio-order'

/** The robo advisor's order of a managed portfolio, confirmed by an mTAN. */
export async function advisorOrderAction(
  state: AdvisorOrderState,
  form: FormData,
): Promise<AdvisorOrderState> {
  const refused = await investRefusal('roboAdvisor', state, form)
  if (refused) return refused
  return placePortfolioOrder(
    {
      kind: 'managed',
      route: 'roboAdvisor',
      area: 'investments',
      landing: 'investments',
    },
    state,
    form,
  )
}
