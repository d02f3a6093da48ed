import { addBankDays } from '@portal/domain/money/bank-day'
import { addDays, type CalendarDate, calendarDateOf } from '@portal/domain/money/calendar-date'
import { eq } from 'drizzle-orm'
import { deposits, offers } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { bookInterest, depositBalance } from './book-interest'
import { bookingReference } from './booking-references'
import { fundPendingOrders } from './fund-pending-orders'
import type { LedgerTx } from './ledger-transaction'
import { lockDeposit } from './lock-deposit'
import { postBooking } from './post-booking'
import { announceSavings, bankNameOf } from './savings-announcements'
import { canTransition, noticeDepositTransitions, transition } from './state-machines'

/**
 * The customer gives notice, on the whole balance or — where the offer allows early access to
 * money — on part of it (at least the offer's minimum amount, at most the balance): the money
 * becomes available after the notice period, on a bank day.
 */
export async function giveNotice(
  tx: LedgerTx,
  customerId: string,
  depositId: string,
  now: Date,
  amount?: number,
) {
  const today = calendarDateOf(now)
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
  const part = amount === undefined ? null : await partOf(tx, deposit, amount)
  if (part instanceof ServiceError) return part
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
      noticeAmount: part,
    })
    .where(eq(deposits.id, deposit.id))
    .returning()
  const bank = await bankNameOf(tx, deposit.bankId)
  await announceSavings(
    tx,
    customerId,
    'savings_deposit',
    deposit.currency,
    (texts, format) =>
      texts.noticeGiven(bank, part === null ? null : format.money(part), format.date(availableOn)),
    now,
  )
  return updated ?? deposit
}

type NoticeDeposit = NonNullable<Awaited<ReturnType<typeof lockDeposit>>>['deposit']

/** A partial notice's amount, null for the whole balance, or why it cannot be given. */
async function partOf(
  tx: LedgerTx,
  deposit: NoticeDeposit,
  amount: number,
): Promise<number | null | ServiceError> {
  const [offer] = await tx
    .select({ minAmount: offers.minAmount, terms: offers.terms })
    .from(offers)
    .where(eq(offers.id, deposit.offerId))
  const balance = await depositBalance(tx, deposit)
  if (amount > balance) {
    return new ServiceError(422, 'noticeAboveBalance', `At most ${balance} minor units.`, [
      { path: 'amount', message: `at most ${balance}` },
    ])
  }
  if (amount === balance) return null
  if (!offer?.terms.earlyTermination.allowed) {
    return new ServiceError(409, 'partialNoticeNotOffered', 'This offer takes notice in full.')
  }
  if (amount < offer.minAmount) {
    return new ServiceError(422, 'noticeBelowMinimum', `At least ${offer.minAmount} minor units.`, [
      { path: 'amount', message: `at least ${offer.minAmount}` },
    ])
  }
  return amount
}

/**
 * The notice period ends: interest up to that day is booked and the money under notice is paid
 * to the settlement account; after a partial notice the account stays open with the rest.
 */
export async function expireNotice(tx: LedgerTx, depositId: string, on: CalendarDate, now: Date) {
  const locked = await lockDeposit(tx, depositId)
  if (locked === undefined || locked.deposit.status !== 'notice_given') return
  const { deposit, settlementId } = locked
  if (deposit.availableOn === null || deposit.availableOn > on) return
  if (deposit.accrualFrom < on) await bookInterest(tx, deposit, on, now)
  const balance = await depositBalance(tx, deposit)
  const partial = deposit.noticeAmount !== null && deposit.noticeAmount < balance
  const repaid = partial ? (deposit.noticeAmount ?? 0) : balance
  if (repaid > 0) {
    await postBooking(tx, {
      type: 'DEPOSIT_REPAYMENT',
      amount: repaid,
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
    .set(
      partial
        ? {
            status: transition(noticeDepositTransitions, deposit.status, 'active'),
            noticeGivenOn: null,
            availableOn: null,
            noticeAmount: null,
          }
        : {
            status: transition(noticeDepositTransitions, deposit.status, 'paid_out'),
            nextInterestOn: null,
            closedOn: on,
          },
    )
    .where(eq(deposits.id, deposit.id))
  const bank = await bankNameOf(tx, deposit.bankId)
  await announceSavings(
    tx,
    deposit.customerId,
    'savings_deposit',
    deposit.currency,
    (texts, format) => texts.noticePaidOut(format.money(repaid), bank),
    now,
  )
  if (repaid > 0) await fundPendingOrders(tx, deposit.customerId, deposit.currency, now)
}
