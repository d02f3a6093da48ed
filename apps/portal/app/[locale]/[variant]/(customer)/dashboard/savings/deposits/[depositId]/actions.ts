'use server'

import { parseAmount } from '@portal/ui/amount-input'
import { refresh } from 'next/cache'
import { changeProlongation, giveNotice } from '@/lib/backend/savings'
import { checkRole } from '@/lib/customer/authorise'
import { requestLocale } from '@/lib/page/request-locale'
import {
  type NoticeState,
  noticeError,
  type ProlongationState,
  prolongationError,
} from '@/lib/savings/deposit-action-state'
import { NoticeForm, ProlongationForm } from '@/lib/savings/prolongation'
import { requireSession } from '@/lib/session/get-session'

/**
 * Changes what happens at maturity (`PUT …/deposits/:id/prolongation`). The session and the
 * role's right to order (as the sandbox asks) are checked here again; the ledger checks that the
 * deposit is this customer's and the cut-off.
 */
export async function changeProlongationAction(
  _previous: ProlongationState,
  data: FormData,
): Promise<ProlongationState> {
  const session = await requireSession('savingsDeposit')
  const role = await checkRole(session, 'order_deposit')
  if (!role.ok) return { status: 'error', error: role.reason }
  const form = ProlongationForm.safeParse({
    depositId: data.get('depositId'),
    prolongation: data.get('prolongation'),
  })
  if (!form.success) return { status: 'error', error: 'invalid' }
  const result = await changeProlongation(session, form.data.depositId, form.data.prolongation)
  if (!result.ok) return prolongationError(result.failure.code)
  refresh()
  return { status: 'saved', choice: result.data.prolongation }
}

/**
 * Gives notice on a notice account (`POST …/deposits/:id/notice`); irreversible, confirmed first.
 * Notice moves money out, so it needs the right to withdraw.
 */
export async function giveNoticeAction(
  _previous: NoticeState,
  data: FormData,
): Promise<NoticeState> {
  const session = await requireSession('savingsDeposit')
  const role = await checkRole(session, 'withdraw')
  if (!role.ok) return { status: 'error', error: role.reason }
  const form = NoticeForm.safeParse({
    depositId: data.get('depositId'),
    currency: data.get('currency'),
    amount: data.get('amount') ?? undefined,
  })
  if (!form.success) return { status: 'error', error: 'unavailable' }
  const typed = form.data.amount
  const amount = typed ? parseAmount(typed, await requestLocale(), form.data.currency) : null
  if (amount && !amount.ok) return { status: 'error', error: 'notANumber', amount: typed }
  if (amount?.minor === 0) return { status: 'error', error: 'belowMinimum', amount: typed }
  const result = await giveNotice(session, form.data.depositId, amount?.minor ?? undefined)
  if (!result.ok) return noticeError(result.failure.code, typed)
  refresh()
  return { status: 'done', availableOn: result.data.availableOn ?? '' }
}
