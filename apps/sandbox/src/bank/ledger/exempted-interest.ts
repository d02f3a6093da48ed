import { appliesToInterestPayment } from '@portal/domain/customer-data/exemption-deadlines'
import { bankTakesExemptionOrders } from '@portal/domain/customer-data/exemption-eligibility'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { and, desc, eq, sql } from 'drizzle-orm'
import { exemptionOrderChanges, exemptionOrders } from '../../db/schema'
import type { DepositRow } from './book-interest'
import type { LedgerTx } from './ledger-transaction'

/**
 * The part of an interest payment that the customer's exemption order at the paying bank keeps
 * free of withholding tax, and that part marked as used. The order counts as it stood 28 days
 * before the payment (the version received on or before then); its allowance for the payment's
 * tax year is what that version grants less what earlier payments used. Only a German paying
 * agent applies one; elsewhere, or without an order, the whole payment is taxed.
 */
export async function exemptedInterest(
  tx: LedgerTx,
  deposit: DepositRow,
  paymentOn: CalendarDate,
  grossInterest: number,
): Promise<number> {
  if (grossInterest <= 0 || !bankTakesExemptionOrders({ countryCode: deposit.bankCountry })) {
    return 0
  }
  const [order] = await tx
    .select({ id: exemptionOrders.id, usedCents: exemptionOrders.usedCents })
    .from(exemptionOrders)
    .where(
      and(
        eq(exemptionOrders.customerId, deposit.customerId),
        eq(exemptionOrders.bankId, deposit.bankId),
        eq(exemptionOrders.taxYear, Number(paymentOn.slice(0, 4))),
      ),
    )
    .for('update')
  if (order === undefined) return 0
  const versions = await tx
    .select({
      receivedOn: exemptionOrderChanges.receivedOn,
      amountCents: exemptionOrderChanges.amountCents,
    })
    .from(exemptionOrderChanges)
    .where(eq(exemptionOrderChanges.orderId, order.id))
    .orderBy(desc(exemptionOrderChanges.receivedOn))
  const standing = versions.find((version) =>
    appliesToInterestPayment(version.receivedOn, paymentOn),
  )
  if (standing === undefined) return 0
  const exempted = Math.min(grossInterest, Math.max(standing.amountCents - order.usedCents, 0))
  if (exempted > 0) {
    await tx
      .update(exemptionOrders)
      .set({ usedCents: sql`${exemptionOrders.usedCents} + ${exempted}` })
      .where(eq(exemptionOrders.id, order.id))
  }
  return exempted
}
