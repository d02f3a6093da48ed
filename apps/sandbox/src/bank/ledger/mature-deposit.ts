import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { eq } from 'drizzle-orm'
import { banks, deposits, offers } from '../../db/schema'
import { bookInterest, depositBalance } from './book-interest'
import { bookingReference } from './booking-references'
import { createDeposit } from './create-deposit'
import { fundPendingOrders } from './fund-pending-orders'
import type { LedgerTx } from './ledger-transaction'
import { lockDeposit } from './lock-deposit'
import { postBooking } from './post-booking'
import { announceSavings } from './savings-announcements'
import { termDepositTransitions, transition } from './state-machines'

/**
 * A term deposit reaches maturity: interest not yet booked is booked, the deposit matures, and
 * is then prolonged at the offer's current rate (all of it, or the principal with the rest
 * paid out) or paid out to the settlement account. An offer that has sold out pays out.
 */
export async function matureDeposit(tx: LedgerTx, depositId: string, on: CalendarDate, now: Date) {
  const locked = await lockDeposit(tx, depositId)
  if (locked === undefined || locked.deposit.status !== 'active') return
  const { deposit, settlementId } = locked
  if (deposit.maturityDate === null || deposit.maturityDate > on) return
  const [offer] = await tx
    .select({ offer: offers, bankCountry: banks.countryCode, bankName: banks.name })
    .from(offers)
    .innerJoin(banks, eq(banks.id, offers.bankId))
    .where(eq(offers.id, deposit.offerId))
  const prolong =
    deposit.prolongation !== 'NONE' &&
    offer !== undefined &&
    offer.offer.availability !== 'SOLD_OUT'
  // Renewed with the interest: the interest of maturity stays on the deposit (net of tax) even
  // when the deposit otherwise pays its interest to the settlement account.
  const keepInterest = prolong && deposit.prolongation === 'PRINCIPAL_AND_INTEREST'
  const interest =
    deposit.accrualFrom < on
      ? await bookInterest(tx, deposit, on, now, { toDeposit: keepInterest })
      : 0
  const interestToSettlement = interest > 0 && !deposit.compounding && !keepInterest
  const matured = transition(termDepositTransitions, deposit.status, 'matured')
  const balance = await depositBalance(tx, deposit)
  const common = {
    currency: deposit.currency,
    bookingDate: on,
    bookedAt: now.toISOString(),
    customerId: deposit.customerId,
    depositId: deposit.id,
    reference: bookingReference.maturity(on),
  }
  let repaid = balance
  let renewed = 0
  if (prolong) {
    const carried =
      deposit.prolongation === 'PRINCIPAL' ? Math.min(deposit.principal, balance) : balance
    const next = await createDeposit(tx, {
      customerId: deposit.customerId,
      offer: offer.offer,
      bankCountry: offer.bankCountry,
      principal: carried,
      startDate: on,
      prolongation: deposit.prolongation,
      orderId: null,
      previousDepositId: deposit.id,
    })
    if (carried > 0) {
      await postBooking(tx, {
        ...common,
        type: 'PROLONGATION',
        amount: carried,
        fromAccountId: deposit.accountId,
        toAccountId: next.accountId,
      })
    }
    repaid = balance - carried
    renewed = carried
  }
  if (repaid > 0) {
    await postBooking(tx, {
      ...common,
      type: 'DEPOSIT_REPAYMENT',
      amount: repaid,
      fromAccountId: deposit.accountId,
      toAccountId: settlementId,
    })
  }
  await tx
    .update(deposits)
    .set({
      status: transition(termDepositTransitions, matured, prolong ? 'prolonged' : 'paid_out'),
      nextInterestOn: null,
      closedOn: on,
    })
    .where(eq(deposits.id, deposit.id))
  const bank = offer?.bankName ?? deposit.bankId
  await announceSavings(
    tx,
    deposit.customerId,
    'savings_deposit',
    deposit.currency,
    (texts, format) =>
      texts.depositMatured(
        bank,
        repaid > 0 ? format.money(repaid) : null,
        renewed > 0 ? format.money(renewed) : null,
      ),
    now,
  )
  if (repaid > 0 || interestToSettlement) {
    await fundPendingOrders(tx, deposit.customerId, deposit.currency, now)
  }
}
