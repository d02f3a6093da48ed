import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { eq } from 'drizzle-orm'
import { banks } from '../../db/schema'
import type { Notice, SavingsNoticeTexts } from '../../texts/sandbox-texts'
import { announce } from '../announcements/announce'
import type { LedgerTx } from './ledger-transaction'

type Kind = 'savings_order' | 'savings_deposit' | 'payout_executed'

/** Figures of a notice in the deposit's currency, formatted when it is written in a language. */
export interface NoticeFormat {
  money: (minor: number) => string
  date: (date: CalendarDate) => string
}

/**
 * Tells the customer what happened to their money, in the same transaction as the booking: a
 * notification in the account's language, linking to the dashboard (no postbox message: the
 * statements in Documents are the bank's letters).
 */
export async function announceSavings(
  tx: LedgerTx,
  customerId: string,
  kind: Kind,
  currency: string,
  notice: (texts: SavingsNoticeTexts, format: NoticeFormat) => Notice,
  now: Date,
): Promise<void> {
  await announce(
    tx,
    [customerId],
    {
      type: kind,
      notice: (_, format, savings) =>
        notice(savings, { money: (minor) => format.money(minor, currency), date: format.date }),
      link: kind === 'payout_executed' ? '/account-transactions' : '/dashboard',
      postbox: false,
    },
    now,
  )
}

/** A partner bank's name for a notice; its id when unknown. */
export async function bankNameOf(tx: LedgerTx, bankId: string): Promise<string> {
  const [bank] = await tx.select({ name: banks.name }).from(banks).where(eq(banks.id, bankId))
  return bank?.name ?? bankId
}
