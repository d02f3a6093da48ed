import 'server-only'
import { checkRole } from '@/lib/customer/authorise'
import type { AdvisorOrderState } from '@/lib/investments/advisor-order-state'
import type { RouteId } from '@/lib/routes'
import { requireSession } from '@/lib/session/get-session'

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim().slice(0, 40) : ''
}

/**
 * The `invest` right of the logged-in person (README roles table) for the portfolio and pension
 * orders: the refusal the form shows (what was typed kept), or undefined when the role allows it.
 * Checked before the order's own checks, so a refused person sends nothing for the order.
 * With the services down while confirming, the confirmation stays, the mTAN typed in it too.
 */
export async function investRefusal(
  route: RouteId,
  state: AdvisorOrderState,
  form: FormData,
): Promise<AdvisorOrderState | undefined> {
  const session = await requireSession(route)
  const role = await checkRole(session, 'invest')
  if (role.ok) return undefined
  if (role.reason !== 'forbidden' && state.step === 'confirm' && text(form, 'challengeId'))
    return { ...state, code: text(form, 'code'), problems: { form: 'unavailable' } }
  return {
    step: 'details',
    values: {
      oneTimeAmount: text(form, 'oneTimeAmount'),
      planAmount: text(form, 'planAmount'),
      planDay: text(form, 'planDay'),
    },
    problems: { form: role.reason === 'forbidden' ? 'roleForbidden' : 'unavailable' },
  }
}
