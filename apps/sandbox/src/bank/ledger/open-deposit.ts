import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { eq } from 'drizzle-orm'
import { banks, offers, savingsOrders } from '../../db/schema'
import { rewardReferral } from '../customers/referral-bonus'
import { createDeposit } from './create-deposit'
import { fundPendingOrders } from './fund-pending-orders'
import { accountIds, lockSettlementAccount } from './ledger-accounts'
import type { LedgerTx } from './ledger-transaction'
import { postBooking } from './post-booking'
import { announceSavings } from './savings-announcements'
import { orderTransitions, transition } from './state-machines'

/**
 * The partner bank's answer to a forwarded order on its opening day: it opens the deposit with
 * the money from its clearing account, or — when the offer sold out meanwhile — rejects the
 * order and the money goes back to the settlement account. A friend's first deposit pays the
 * refer-a-friend bonus to both (`rewardReferral`, once).
 */
export async function openDepositOfOrder(
  tx: LedgerTx,
  orderId: string,
  on: CalendarDate,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select({
      order: savingsOrders,
      offer: offers,
      bankCountry: banks.countryCode,
      bankName: banks.name,
    })
    .from(savingsOrders)
    .innerJoin(offers, eq(offers.id, savingsOrders.offerId))
    .innerJoin(banks, eq(banks.id, offers.bankId))
    .where(eq(savingsOrders.id, orderId))
  if (row === undefined || row.order.status !== 'forwarded') return
  const { order, offer } = row
  const settlement = await lockSettlementAccount(tx, order.customerId, order.currency)
  const [locked] = await tx
    .select({ status: savingsOrders.status })
    .from(savingsOrders)
    .where(eq(savingsOrders.id, orderId))
    .for('update')
  if (locked?.status !== 'forwarded') return
  const clearing = accountIds.partnerBank(order.bankId, order.currency)
  const booking = {
    amount: order.amount,
    currency: order.currency,
    bookingDate: on,
    bookedAt: now.toISOString(),
    customerId: order.customerId,
    orderId: order.id,
    reference: order.reference,
  }
  if (offer.availability === 'SOLD_OUT') {
    await postBooking(tx, {
      ...booking,
      type: 'ORDER_REJECTED',
      fromAccountId: clearing,
      toAccountId: settlement.id,
    })
    await tx
      .update(savingsOrders)
      .set({ status: transition(orderTransitions, order.status, 'rejected'), closedOn: on })
      .where(eq(savingsOrders.id, order.id))
    await announceSavings(
      tx,
      order.customerId,
      'savings_order',
      order.currency,
      (texts, format) => texts.orderRejected(format.money(order.amount), row.bankName),
      now,
    )
    await fundPendingOrders(tx, order.customerId, order.currency, now)
    return
  }
  const deposit = await createDeposit(tx, {
    customerId: order.customerId,
    offer,
    bankCountry: row.bankCountry,
    principal: order.amount,
    startDate: on,
    prolongation: order.prolongation,
    orderId: order.id,
    previousDepositId: null,
  })
  const depositId = deposit.id
  const accountId = deposit.accountId
  await postBooking(tx, {
    ...booking,
    type: 'DEPOSIT_OPENING',
    fromAccountId: clearing,
    toAccountId: accountId,
    depositId,
  })
  await tx
    .update(savingsOrders)
    .set({ status: transition(orderTransitions, order.status, 'active'), depositId, closedOn: on })
    .where(eq(savingsOrders.id, order.id))
  await announceSavings(
    tx,
    order.customerId,
    'savings_deposit',
    order.currency,
    (texts, format) => texts.depositOpened(format.money(order.amount), row.bankName),
    now,
  )
  await rewardReferral(tx, order.customerId, on, now)
}
