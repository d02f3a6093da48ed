import { subtractBankDays } from '@portal/domain/money/bank-day'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { eq } from 'drizzle-orm'
import { deposits, offers } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { LedgerTx } from './ledger-transaction'
import { lockDeposit } from './lock-deposit'
import type { ProlongationChoice } from './place-order'

/** Bank days before maturity after which the prolongation choice is final. */
export const prolongationCutoffBankDays = 5

/** The last day the customer may change the prolongation choice of a deposit. */
export function prolongationCutoff(maturity: CalendarDate, currency: string): CalendarDate {
  return subtractBankDays(maturity, prolongationCutoffBankDays, currency)
}

export async function changeProlongation(
  tx: LedgerTx,
  customerId: string,
  depositId: string,
  choice: ProlongationChoice,
  today: CalendarDate,
) {
  const locked = await lockDeposit(tx, depositId, customerId)
  if (locked === undefined)
    return new ServiceError(404, 'depositNotFound', `Deposit ${depositId} not found`)
  const { deposit } = locked
  if (deposit.maturityDate === null || deposit.status !== 'active') {
    return new ServiceError(
      409,
      'prolongationNotPossible',
      'Only active term deposits can be prolonged.',
    )
  }
  const [offer] = await tx
    .select({ terms: offers.terms })
    .from(offers)
    .where(eq(offers.id, deposit.offerId))
  if (choice !== 'NONE' && offer?.terms.prolongation.automatic !== true) {
    return new ServiceError(422, 'prolongationNotOffered', 'This offer is paid out at maturity.')
  }
  if (today > prolongationCutoff(deposit.maturityDate, deposit.currency)) {
    return new ServiceError(
      409,
      'prolongationCutoffPassed',
      'The prolongation can no longer be changed.',
    )
  }
  const [updated] = await tx
    .update(deposits)
    .set({ prolongation: choice })
    .where(eq(deposits.id, deposit.id))
    .returning()
  return updated ?? deposit
}
