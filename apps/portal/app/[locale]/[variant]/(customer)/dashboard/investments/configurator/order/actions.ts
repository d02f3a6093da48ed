'use server'

import type { AdvisorOrderState } from '@/lib/investments/advisor-order-state'
import { investRefusal } from '@/lib/investments/authorise-invest'
import { placePortfolioOrder } from '@/lib/investments/portfolio-order'

/** The order of a configured mix as a managed portfolio of its own, confirmed by an mTAN. */
export async function configuratorOrderAction(
  state: AdvisorOrderState,
  form: FormData,
): Promise<AdvisorOrderState> {
  const refused = await investRefusal('configuratorOrder', state, form)
  if (refused) return refused
  return placePortfolioOrder(
    {
      kind: 'managed',
      route: 'configuratorOrder',
      area: 'investments',
      landing: 'investments',
      mix: true,
    },
    state,
    form,
  )
}
