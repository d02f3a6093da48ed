import type { SavingsOverview } from '@portal/api-clients/contracts/savings'
import type { AccountType } from '@portal/domain'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { guaranteeHolders } from '@portal/domain/money/guarantee-exposure'
import { loadHolderContext } from '../../bank/ledger/customer-context'
import { settlementAccountIdentifier } from '../../bank/ledger/ledger-accounts'
import { orderViews, settlementBalances } from '../../bank/ledger/order-views'
import type { SandboxOrm } from '../../db/database'
import { depositViews } from './deposit-view'
import { guaranteeExposureOf } from './guarantee-exposure-view'
import { yearInterestOf } from './year-interest'

/**
 * Settlement balances, deposits with their interest, open orders and this year's interest: five
 * reads, made side by side; the open orders reuse the settlement accounts and the scheme.
 */
export async function savingsOverview(
  orm: SandboxOrm,
  customerId: string,
  today: CalendarDate,
): Promise<SavingsOverview> {
  const [settlement, customer, deposits, yearInterest] = await Promise.all([
    settlementBalances(orm, customerId),
    loadHolderContext(orm, customerId),
    depositViews(orm, customerId, today),
    yearInterestOf(orm, customerId, today),
  ])
  const scheme = customer?.accountScheme ?? 'iban'
  const holder = { accountType: customer?.type ?? 'PERSONAL', holders: customer?.holders ?? 1 }
  return {
    customerId,
    today,
    settlementAccounts: settlement.map((row) => ({
      currency: row.currency,
      account: settlementAccountIdentifier(
        { customerId, currency: row.currency, iban: row.iban },
        scheme,
      ),
      balance: row.balance,
    })),
    deposits,
    pendingOrders: await orderViews(orm, customerId, today, { open: true }, { settlement, scheme }),
    guaranteeExposure: guaranteeExposureOf(deposits, holder, today),
    guaranteeHolders: guaranteeHolders(holder.accountType as AccountType, holder.holders),
    yearInterest,
  }
}
