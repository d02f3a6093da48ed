import 'server-only'
import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'
import type { RouteId } from '@/lib/routes'
import { requireSession, type Session } from '@/lib/session/get-session'
import { type AccountContext, getAccountContext } from './account-context'

export type Authorisation =
  | { ok: true; session: Session; context: AccountContext; bacNumber: string }
  | { ok: false; reason: 'forbidden' | 'unavailable' }

export type RoleCheck =
  | { ok: true; context: AccountContext; bacNumber: string }
  | { ok: false; reason: 'forbidden' | 'unavailable' }

/**
 * The role check alone, for actions and handlers that find the session themselves (money,
 * investments, tax exports): the account the session owns and whether the logged-in person's
 * roles on it allow the action. Refused before anything is sent to the backend for the action.
 * `onboarding`: a step that finishes opening the account, where REQUESTED roles count while the
 * account is REGISTERED (as in the sandbox).
 */
export async function checkRole(
  session: Session,
  action: CustomerAction,
  step: 'any' | 'onboarding' = 'any',
): Promise<RoleCheck> {
  const account = await getAccountContext(session)
  if (!account.ok) {
    return {
      ok: false,
      reason: account.failure.reason === 'noAccount' ? 'forbidden' : 'unavailable',
    }
  }
  const context = account.data
  const rights = step === 'onboarding' ? context.onboardingActions : context.actions
  if (!rights.has(action)) return { ok: false, reason: 'forbidden' }
  return { ok: true, context, bacNumber: context.customer.id }
}

/**
 * What every server action and route handler of the customer area starts with: the
 * verified session (or the login), the account it owns, and the role right for the action,
 * checked here again whatever the page showed.
 */
export async function authorise(
  action: CustomerAction,
  route: RouteId,
  step: 'any' | 'onboarding' = 'any',
): Promise<Authorisation> {
  const session = await requireSession(route)
  const check = await checkRole(session, action, step)
  return check.ok ? { ...check, session } : check
}
