import { calendarDateOf } from '@portal/domain/money/calendar-date'
import { and, asc, eq } from 'drizzle-orm'
import { offers, savingsOrders } from '../../db/schema'
import { noteFirstDeposit } from '../customers/referral-bonus'
import { accountIds, ensureAccounts, lockSettlementAccount } from './ledger-accounts'
import type { LedgerTx } from './ledger-transaction'
import { openingDateOf } from './opening-date'
import { postBooking } from './post-booking'
import { announceSavings, bankNameOf } from './savings-announcements'
import { orderTransitions, transition } from './state-machines'

/**
 * Forwards pending orders of one customer and currency, oldest first, while the settlement
 * account holds each one's full amount; stops at the first it cannot fund, so a later, smaller
 * order never overtakes an earlier one. The money goes to the partner bank's clearing account;
 * the bank opens the deposit on `openingDateOf`. A referred friend's lead notes the first deposit.
 */
export async function fundPendingOrders(
  tx: LedgerTx,
  customerId: string,
  currency: string,
  now: Date,
): Promise<number> {
  const settlement = await lockSettlementAccount(tx, customerId, currency)
  const pending = await tx
    .select({ order: savingsOrders, offer: offers })
    .from(savingsOrders)
    .innerJoin(offers, eq(offers.id, savingsOrders.offerId))
    .where(
      and(
        eq(savingsOrders.customerId, customerId),
        eq(savingsOrders.currency, currency),
        eq(savingsOrders.status, 'pending_funding'),
      ),
    )
    .orderBy(asc(savingsOrders.createdAt), asc(savingsOrders.id))
    .for('update', { of: savingsOrders })
  const today = calendarDateOf(now)
  let balance = settlement.balance
  let forwarded = 0
  for (const { order, offer } of pending) {
    if (order.amount > balance) break
    const clearing = accountIds.partnerBank(order.bankId, currency)
    await ensureAccounts(tx, [
      { id: clearing, kind: 'partner_bank_clearing', currency, bankId: order.bankId },
    ])
    await postBooking(tx, {
      type: 'DEPOSIT_PLACEMENT',
      fromAccountId: settlement.id,
      toAccountId: clearing,
      amount: order.amount,
      currency,
      bookingDate: today,
      bookedAt: now.toISOString(),
      customerId,
      orderId: order.id,
      counterparty: null,
      reference: order.reference,
    })
    const opensOn = openingDateOf(offer, today, currency)
    await tx
      .update(savingsOrders)
      .set({
        status: transition(orderTransitions, order.status, 'forwarded'),
        forwardedOn: today,
        opensOn,
      })
      .where(eq(savingsOrders.id, order.id))
    const bank = await bankNameOf(tx, order.bankId)
    await announceSavings(
      tx,
      customerId,
      'savings_order',
      currency,
      (texts, format) =>
        texts.orderForwarded(format.money(order.amount), bank, format.date(opensOn)),
      now,
    )
    balance -= order.amount
    forwarded += 1
  }
  // a friend who came through a personal link: their first deposit is on its way
  if (forwarded > 0) await noteFirstDeposit(tx, customerId)
  return forwarded
}
