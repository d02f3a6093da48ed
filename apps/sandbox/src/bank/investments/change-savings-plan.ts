import { custodyIban } from '@portal/api-clients/contracts/investments'
import type { SavingsPlan } from '@portal/domain/investments/savings-plan'
import { changeCutOff } from '@portal/domain/investments/savings-plan-pause'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { eq } from 'drizzle-orm'
import { investmentSavingsPlans } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { LedgerTx } from '../ledger/ledger-transaction'
import { consumePaymentChallenge } from '../sca/payment-binding'
import { portfolioCurrency } from './place-investment-order'
import { type PortfolioRow, savingsPlanOf } from './portfolio-rows'

/** The plan a change asks for, or why it cannot be made (nothing is booked then). */
export type PlanChange = (plan: SavingsPlan, today: CalendarDate) => SavingsPlan | ServiceError

/**
 * Amount, day, pause or resume of a (locked, caught-up) portfolio's savings plan, confirmed by
 * an mTAN bound to the new rate and `custodyIban`. A new day applies from the cut-off; the
 * executions already created stay.
 */
export async function changeSavingsPlan(
  tx: LedgerTx,
  portfolio: PortfolioRow,
  challengeId: string,
  apply: PlanChange,
  today: CalendarDate,
): Promise<string | ServiceError> {
  const [row] = await tx
    .select()
    .from(investmentSavingsPlans)
    .where(eq(investmentSavingsPlans.portfolioId, portfolio.id))
  if (!row) return new ServiceError(409, 'noSavingsPlan', 'The portfolio has no savings plan.')
  const current = savingsPlanOf(row)
  const next = apply(current, today)
  if (next instanceof ServiceError) return next
  const refused = await consumePaymentChallenge(
    tx,
    portfolio.customerId,
    challengeId,
    { amount: next.amount, currency: portfolioCurrency, payeeIban: custodyIban },
    `savings-plan:${portfolio.id}`,
  )
  if (refused) return refused
  await tx
    .update(investmentSavingsPlans)
    .set({
      amount: next.amount,
      dayOfMonth: next.dayOfMonth,
      startDate: next.dayOfMonth !== current.dayOfMonth ? changeCutOff(today) : current.startDate,
      pauseFrom: next.pause?.from ?? null,
      pauseUntil: next.pause?.until ?? null,
    })
    .where(eq(investmentSavingsPlans.portfolioId, portfolio.id))
  return portfolio.id
}
