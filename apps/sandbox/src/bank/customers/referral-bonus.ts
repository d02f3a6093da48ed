import { marketOfResidence, type ReferralBonus } from '@portal/domain/markets'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { eq } from 'drizzle-orm'
import { customerAccounts, referralBonuses, referralLeads } from '../../db/schema'
import type { Notice, SavingsNoticeTexts } from '../../texts/sandbox-texts'
import { announce } from '../announcements/announce'
import { bookingReference } from '../ledger/booking-references'
import { fundPendingOrders } from '../ledger/fund-pending-orders'
import { accountIds, ensureAccounts, lockSettlementAccount } from '../ledger/ledger-accounts'
import type { LedgerTx } from '../ledger/ledger-transaction'
import { postBooking } from '../ledger/post-booking'
import { referralLeadTransitions, transition } from '../ledger/state-machines'

/** The bonus an account's market pays (the market of its address), or null without a programme. */
export type BonusOf = (countryCode: string) => ReferralBonus | null

export const marketReferralBonus: BonusOf = (countryCode) =>
  marketOfResidence(countryCode)?.referralBonus ?? null

/** The lead of the friend's account, locked for the rest of the transaction. */
async function lockLeadOf(tx: LedgerTx, friendId: string) {
  const [lead] = await tx
    .select()
    .from(referralLeads)
    .where(eq(referralLeads.referredCustomerId, friendId))
    .for('update')
  return lead
}

/**
 * The friend's money arrived for a first order: the lead that brought the account moves from
 * REGISTERED to FIRST_DEPOSIT (a later order changes nothing). Runs in the funding's transaction.
 */
export async function noteFirstDeposit(tx: LedgerTx, friendId: string): Promise<void> {
  const lead = await lockLeadOf(tx, friendId)
  if (lead?.status !== 'REGISTERED') return
  await tx
    .update(referralLeads)
    .set({ status: transition(referralLeadTransitions, lead.status, 'FIRST_DEPOSIT') })
    .where(eq(referralLeads.id, lead.id))
}

/**
 * Refer-a-friend's promise, kept when the friend's first deposit opens (in the opening's
 * transaction): the lead moves to REWARDED (through FIRST_DEPOSIT), and the referrer and the
 * friend each get their market's bonus booked from the bank's referral expense to their
 * settlement account in that market's currency, with a notification. Exactly once: only a lead
 * not yet rewarded pays, and each payment is a row keyed by lead and account, so a replayed
 * opening or a second deposit pays nothing. An account whose market has no programme gets no
 * bonus; the lead is rewarded all the same.
 */
export async function rewardReferral(
  tx: LedgerTx,
  friendId: string,
  on: CalendarDate,
  now: Date,
  bonusOf: BonusOf = marketReferralBonus,
): Promise<void> {
  const lead = await lockLeadOf(tx, friendId)
  if (lead === undefined || (lead.status !== 'REGISTERED' && lead.status !== 'FIRST_DEPOSIT'))
    return
  const firstDeposit =
    lead.status === 'REGISTERED'
      ? transition(referralLeadTransitions, lead.status, 'FIRST_DEPOSIT')
      : lead.status
  await tx
    .update(referralLeads)
    .set({ status: transition(referralLeadTransitions, firstDeposit, 'REWARDED') })
    .where(eq(referralLeads.id, lead.id))
  const paid: { customerId: string; notice: NoticeOf }[] = [
    {
      customerId: lead.customerId,
      notice: (texts, amount) => texts.referrerRewarded(amount, lead.name),
    },
    { customerId: friendId, notice: (texts, amount) => texts.friendRewarded(amount) },
  ]
  for (const { customerId, notice } of paid) {
    await payBonus(tx, { leadId: lead.id, customerId, on, now, bonusOf, notice })
  }
}

type NoticeOf = (texts: SavingsNoticeTexts, amount: string) => Notice

async function payBonus(
  tx: LedgerTx,
  payment: {
    leadId: string
    customerId: string
    on: CalendarDate
    now: Date
    bonusOf: BonusOf
    notice: NoticeOf
  },
): Promise<void> {
  const { leadId, customerId, on, now } = payment
  const [account] = await tx
    .select({ address: customerAccounts.address })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, customerId))
  if (account === undefined) return
  const bonus = payment.bonusOf(account.address.countryCode)
  if (bonus === null) return
  const expense = accountIds.referralExpense(bonus.currency)
  await ensureAccounts(tx, [{ id: expense, kind: 'referral_expense', currency: bonus.currency }])
  const settlement = await lockSettlementAccount(tx, customerId, bonus.currency)
  const bookingId = await postBooking(tx, {
    type: 'REFERRAL_BONUS',
    fromAccountId: expense,
    toAccountId: settlement.id,
    amount: bonus.amount,
    currency: bonus.currency,
    bookingDate: on,
    bookedAt: now.toISOString(),
    customerId,
    counterparty: null,
    reference: bookingReference.referralBonus,
  })
  // the key (lead, account) refuses a second payment; the transaction then rolls the booking back
  await tx.insert(referralBonuses).values({
    leadId,
    customerId,
    bookingId,
    amount: bonus.amount,
    currency: bonus.currency,
    paidAt: now.toISOString(),
  })
  await announce(
    tx,
    [customerId],
    {
      type: 'referral_bonus',
      notice: (_, format, savings) =>
        payment.notice(savings, format.money(bonus.amount, bonus.currency)),
      link: '/account-transactions',
      postbox: false,
    },
    now,
  )
  // like every credit, the bonus may complete the amount of an order waiting for its money
  await fundPendingOrders(tx, customerId, bonus.currency, now)
}
