import type { SavingsOverview } from '@portal/api-clients/contracts/savings'
import type { AccountType } from '@portal/domain'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { guaranteeHolders } from '@portal/domain/money/guarantee-exposure'
import { and, asc, eq } from 'drizzle-orm'
import { loadCustomerContext } from '../../bank/ledger/customer-context'
import { settlementAccountIdentifier } from '../../bank/ledger/ledger-accounts'
import { orderViews } from '../../bank/ledger/order-views'
import type { SandboxOrm } from '../../db/database'
import { ledgerAccounts } from '../../db/schema'
import { depositViews } from './deposit-view'
import { guaranteeExposureOf } from './guarantee-exposure-view'
import { yearInterestOf } from './year-interest'

/** Settlement balances, deposits with their interest, open orders and this year's interest. */
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
  const deposits = await depositViews(orm, customerId, today)
  const customer = await loadCustomerContext(orm, customerId)
  const holder = { accountType: customer?.type ?? 'PERSONAL', holders: customer?.holders ?? 1 }
  return {
    customerId,
    today,
    settlementAccounts: settlement.map((row) => ({
      currency: row.currency,
      account: settlementAccountIdentifier(
        { customerId, currency: row.currency, iban: row.iban },
        customer?.accountScheme ?? 'iban',
      ),
      balance: row.balance,
    })),
    deposits,
    pendingOrders: await orderViews(orm, customerId, today, { open: true }),
    guaranteeExposure: guaranteeExposureOf(deposits, holder, today),
    guaranteeHolders: guaranteeHolders(holder.accountType as AccountType, holder.holders),
    yearInterest: await yearInterestOf(orm, customerId, today),
  }
}
