import { accruedInterest } from '@portal/domain/money/accrued-interest'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { roundMinorUnits } from '@portal/domain/money/round-minor-units'
import { withheldTax } from '@portal/domain/money/withholding-tax'
import Big from 'big.js'
import { eq, sql } from 'drizzle-orm'
import { deposits, ledgerAccounts } from '../../db/schema'
import { bookingReference } from './booking-references'
import { exemptedInterest } from './exempted-interest'
import { accountIds, ensureAccounts } from './ledger-accounts'
import type { LedgerTx } from './ledger-transaction'
import { postBooking } from './post-booking'

export type DepositRow = typeof deposits.$inferSelect

/** Interest accrued from `accrualFrom` to `until` on the current balance, plus what was carried. */
export function accruedUntil(deposit: DepositRow, balance: number, until: CalendarDate): Big {
  return new Big(deposit.accruedInterest).plus(
    accruedInterest({
      balance,
      annualRate: deposit.annualRate,
      currency: deposit.currency,
      start: deposit.accrualFrom,
      end: until,
    }),
  )
}

export async function depositBalance(tx: LedgerTx, deposit: DepositRow): Promise<number> {
  const [account] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, deposit.accountId))
    .for('update')
  return account?.balance ?? 0
}

/**
 * Books the interest accrued up to `on`: gross from the bank's interest expense, rounded half
 * to even, to the deposit when it compounds (or `toDeposit`: a renewal with the interest) or else
 * to the settlement account; then the bank
 * country's withholding tax from there to the tax authority, on the part the customer's
 * exemption order at the bank does not keep free (`exemptedInterest`). The caller holds the locks
 * of the settlement account and the deposit. Returns the gross interest booked.
 */
export async function bookInterest(
  tx: LedgerTx,
  deposit: DepositRow,
  on: CalendarDate,
  now: Date,
  options: { toDeposit?: boolean } = {},
): Promise<number> {
  const gross = roundMinorUnits(accruedUntil(deposit, await depositBalance(tx, deposit), on))
  const { currency, bankId, customerId } = deposit
  const target =
    deposit.compounding || options.toDeposit
      ? deposit.accountId
      : accountIds.settlement(customerId, currency)
  const expense = accountIds.interestExpense(bankId, currency)
  const authority = accountIds.taxAuthority(deposit.bankCountry, currency)
  await ensureAccounts(tx, [
    { id: expense, kind: 'interest_expense', currency, bankId },
    { id: authority, kind: 'tax_authority', currency },
  ])
  const common = {
    currency,
    bookingDate: on,
    bookedAt: now.toISOString(),
    customerId,
    depositId: deposit.id,
    reference: bookingReference.interest(deposit.accrualFrom, on),
  }
  let tax = 0
  if (gross > 0) {
    await postBooking(tx, {
      ...common,
      type: 'INTEREST',
      amount: gross,
      fromAccountId: expense,
      toAccountId: target,
    })
    const exempted = await exemptedInterest(tx, deposit, on, gross)
    tax = withheldTax(gross - exempted, deposit.withholdingTaxRate)
    if (tax > 0) {
      await postBooking(tx, {
        ...common,
        type: 'WITHHOLDING_TAX',
        amount: tax,
        fromAccountId: target,
        toAccountId: authority,
      })
    }
  }
  await tx
    .update(deposits)
    .set({
      accrualFrom: on,
      accruedInterest: '0',
      paidInterest: sql`${deposits.paidInterest} + ${Math.max(gross, 0)}`,
      withheldTax: sql`${deposits.withheldTax} + ${tax}`,
    })
    .where(eq(deposits.id, deposit.id))
  return gross
}
