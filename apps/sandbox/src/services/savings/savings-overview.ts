import type { SavingsOverview } from '@portal/api-clients/contracts/savings'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { and, asc, eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { ledgerAccounts } from '../../db/schema'
import { orderViews } from '../../ledger/order-views'
import { depositViews } from './deposit-view'

/** Settlement balances, deposits with their interest, and open orders of one customer. */
export async function savingsOverview(
  orm: SandboxOrm,
  customerId: string,
  today: CalendarDate,
): Promise<SavingsOverview> {
  const settlement = await orm
    .select({
      currency: ledgerAccounts.currency,
      iban: ledgerAccounts.iban,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.customerId, customerId), eq(ledgerAccounts.kind, 'settlement')))
    .orderBy(asc(ledgerAccounts.currency))
  return {
    customerId,
    today,
    settlementAccounts: settlement.map((row) => ({
      currency: row.currency,
      iban: row.iban ?? '',
      balance: row.balance,
    })),
    deposits: await depositViews(orm, customerId, today),
    pendingOrders: await orderViews(orm, customerId, { open: true }),
  }
}
