import { addBankDays } from '@portal/domain/money/bank-day'
import { addDays, type CalendarDate } from '@portal/domain/money/calendar-date'
import { eq } from 'drizzle-orm'
import { deposits } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { bookInterest, depositBalance } from './book-interest'
import { bookingReference } from './booking-references'
import { fundPendingOrders } from './fund-pending-orders'
import type { LedgerTx } from './ledger-transaction'
import { lockDeposit } from './lock-deposit'
import { postBooking } from './post-booking'
import { canTransition, noticeDepositTransitions, transition } from './state-machines'

/** The customer gives notice: the money becomes available after the notice period, on a bank day. */
export async function giveNotice(
  tx: LedgerTx,
  customerId: string,
  depositId: string,
  today: CalendarDate,
) {
  const locked = await lockDeposit(tx, depositId, customerId)
  if (locked === undefined)
    return new ServiceError(404, 'depositNotFound', `Deposit ${depositId} not found`)
  const { deposit } = locked
  if (
    deposit.offerProductType !== 'NOTICE' ||
    !canTransition(noticeDepositTransitions, deposit.status, 'notice_given')
  ) {
    return new ServiceError(
      409,
      'noticeNotPossible',
      'Notice can be given only on an active notice account.',
    )
  }
  const availableOn = addBankDays(
    addDays(today, deposit.noticePeriodDays ?? 0),
    0,
    deposit.currency,
  )
  const [updated] = await tx
    .update(deposits)
    .set({
      status: transition(noticeDepositTransitions, deposit.status, 'notice_given'),
      noticeGivenOn: today,
      availableOn,
    })
    .where(eq(deposits.id, deposit.id))
    .returning()
  return updated ?? deposit
}

/** The notice period ends: interest up to that day is booked and everything is paid out. */
export async function expireNotice(tx: LedgerTx, depositId: string, on: CalendarDate, now: Date) {
  const locked = await lockDeposit(tx, depositId)
  if (locked === undefined || locked.deposit.status !== 'notice_given') return
  const { deposit, settlementId } = locked
  if (deposit.availableOn === null || deposit.availableOn > on) return
  if (deposit.accrualFrom < on) await bookInterest(tx, deposit, on, now)
  const balance = await depositBalance(tx, deposit)
  if (balance > 0) {
    await postBooking(tx, {
      type: 'DEPOSIT_REPAYMENT',
      amount: balance,
      fromAccountId: deposit.accountId,
      toAccountId: settlementId,
      currency: deposit.currency,
      bookingDate: on,
      bookedAt: now.toISOString(),
      customerId: deposit.customerId,
      depositId: deposit.id,
      reference: bookingReference.notice(deposit.noticeGivenOn ?? on, on),
    })
  }
  await tx
    .update(deposits)
    .set({
      status: transition(noticeDepositTransitions, deposit.status, 'paid_out'),
      nextInterestOn: null,
      closedOn: on,
    })
    .where(eq(deposits.id, deposit.id))
  if (balance > 0) await fundPendingOrders(tx, deposit.customerId, deposit.currency, now)
}
