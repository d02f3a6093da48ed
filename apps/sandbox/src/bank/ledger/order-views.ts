import type { SavingsOrder } from '@portal/api-clients/contracts/savings'
import type { AccountScheme } from '@portal/domain/customer-data/account-identifier'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { preparedPerDatabase } from '../../db/prepared'
import { ledgerAccounts, offers, savingsOrders } from '../../db/schema'
import { accountSchemeOf } from './customer-context'
import { settlementAccountIdentifier } from './ledger-accounts'
import type { LedgerTx } from './ledger-transaction'
import { openingDateOf } from './opening-date'

type OrderRow = typeof savingsOrders.$inferSelect

/** A settlement account as an order's transfer details need it. */
export interface SettlementBalance {
  currency: string
  iban: string | null
  balance: number
}

/** What a caller that has read them already hands over, so that they are not read again. */
export interface OrderViewContext {
  settlement: readonly SettlementBalance[]
  scheme: AccountScheme
}

const settlementRows = preparedPerDatabase((orm) =>
  orm
    .select({
      currency: ledgerAccounts.currency,
      iban: ledgerAccounts.iban,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.customerId, sql.placeholder('customerId')),
        eq(ledgerAccounts.kind, 'settlement'),
      ),
    )
    .orderBy(asc(ledgerAccounts.currency))
    .prepare('settlement_balances'),
)

/** The customer's settlement accounts, by currency. */
export function settlementBalances(
  orm: SandboxOrm | LedgerTx,
  customerId: string,
): Promise<SettlementBalance[]> {
  return settlementRows(orm).execute({ customerId })
}

/** The customer's orders (only the open ones with `open`), oldest first, with their offer's terms. */
const orderRows = (orm: SandboxOrm | LedgerTx, open: boolean) =>
  orm
    .select({
      order: savingsOrders,
      productType: offers.productType,
      settlementWeekday: offers.settlementWeekday,
    })
    .from(savingsOrders)
    .innerJoin(offers, eq(offers.id, savingsOrders.offerId))
    .where(
      and(
        eq(savingsOrders.customerId, sql.placeholder('customerId')),
        open ? inArray(savingsOrders.status, ['pending_funding', 'forwarded']) : undefined,
      ),
    )
    .orderBy(asc(savingsOrders.createdAt), asc(savingsOrders.id))
const customerOrders = preparedPerDatabase((orm) =>
  orderRows(orm, false).prepare('customer_orders'),
)
const openOrders = preparedPerDatabase((orm) => orderRows(orm, true).prepare('open_orders'))

/**
 * Orders as the contract shows them. A pending order carries its transfer details: the
 * settlement account (in the scheme of the customer's market), the order's reference and what is still missing, counting the
 * older pending orders of the same currency first (they are funded first), and the day the bank
 * would open the deposit were it funded `today`.
 */
export async function orderViews(
  orm: SandboxOrm | LedgerTx,
  customerId: string,
  today: CalendarDate,
  filter: { orderId?: string; open?: boolean } = {},
  known?: OrderViewContext,
): Promise<SavingsOrder[]> {
  const settlement = known?.settlement ?? (await settlementBalances(orm, customerId))
  const scheme = known?.scheme ?? (await accountSchemeOf(orm, customerId))
  const rows = await (filter.open ? openOrders : customerOrders)(orm).execute({ customerId })
  const pendingBefore = new Map<string, number>()
  const views = rows.map(({ order, ...offer }) => {
    const account = settlement.find((row) => row.currency === order.currency)
    let transferDetails: SavingsOrder['transferDetails'] = null
    let opensIfFundedToday: CalendarDate | null = null
    if (order.status === 'pending_funding') {
      opensIfFundedToday = openingDateOf(offer, today, order.currency)
      const queued = (pendingBefore.get(order.currency) ?? 0) + order.amount
      pendingBefore.set(order.currency, queued)
      transferDetails = {
        account: settlementAccountIdentifier(
          { customerId, currency: order.currency, iban: account?.iban ?? null },
          scheme,
        ),
        reference: order.reference,
        amountMissing: Math.max(0, Math.min(order.amount, queued - (account?.balance ?? 0))),
      }
    }
    return { ...toView(order, transferDetails), opensIfFundedToday }
  })
  return filter.orderId === undefined ? views : views.filter((view) => view.id === filter.orderId)
}

export function toView(
  order: OrderRow,
  transferDetails: SavingsOrder['transferDetails'] = null,
): SavingsOrder {
  return {
    id: order.id,
    offerId: order.offerId,
    bankId: order.bankId,
    amount: order.amount,
    currency: order.currency,
    status: order.status as SavingsOrder['status'],
    prolongation: order.prolongation as SavingsOrder['prolongation'],
    reference: order.reference,
    createdAt: new Date(order.createdAt).toISOString(),
    forwardedOn: order.forwardedOn,
    opensOn: order.opensOn,
    depositId: order.depositId,
    transferDetails,
    opensIfFundedToday: null,
  }
}
