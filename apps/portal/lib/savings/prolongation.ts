import type { Deposit } from '@portal/api-clients/contracts/savings'
import { ProlongationChoice } from '@portal/api-clients/contracts/savings'
import type { Offer } from '@portal/domain'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { z } from 'zod'

/**
 * What the offer allows at maturity. `preset`: the deposit is renewed unless the customer opts
 * out (principal and interest by default, or the principal only, or paid out); `none`: it is
 * paid out to the reference account and there is nothing to choose.
 */
export type ProlongationMode = 'preset' | 'none'

export function prolongationMode(offerProlongsAutomatically: boolean): ProlongationMode {
  return offerProlongsAutomatically ? 'preset' : 'none'
}

export const prolongationChoices: Record<ProlongationMode, readonly ProlongationChoice[]> = {
  preset: ['PRINCIPAL_AND_INTEREST', 'PRINCIPAL', 'NONE'],
  none: ['NONE'],
}

/** What an order of this offer can choose for maturity: nothing without a term. */
export function orderProlongationChoices(
  offer: Pick<Offer, 'termMonths' | 'prolongation'>,
): readonly ProlongationChoice[] {
  if (offer.termMonths === null) return []
  return prolongationChoices[prolongationMode(offer.prolongation.automatic)]
}

/**
 * The choice can change while the term deposit is active and the cut-off (5 bank days before
 * maturity, as the ledger computes it) has not passed: on the cut-off day itself it still can.
 */
export function canChangeProlongation(
  deposit: Pick<Deposit, 'status' | 'prolongationCutoff'>,
  mode: ProlongationMode,
  today: CalendarDate,
): boolean {
  return (
    mode === 'preset' &&
    deposit.status === 'active' &&
    deposit.prolongationCutoff !== null &&
    today <= deposit.prolongationCutoff
  )
}

/** The prolongation form as the server action reads it. */
export const ProlongationForm = z.object({
  depositId: z.string().min(1).max(64),
  prolongation: ProlongationChoice,
})

/** The notice form: the deposit, and a partial notice's amount as typed (empty: all of it). */
export const NoticeForm = z.object({
  depositId: z.string().min(1).max(64),
  currency: z.string().length(3),
  amount: z.string().max(40).default(''),
})
