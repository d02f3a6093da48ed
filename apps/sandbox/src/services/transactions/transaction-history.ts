import { createHash } from 'node:crypto'
import type { Transaction, TransactionType } from '@portal/api-clients/contracts/transactions'
import { withheldTax, withholdingTaxRate } from '@portal/domain/money/withholding-tax'

export interface HistoryInput {
  customerId: string
  /** Only ACTIVE accounts have moved money; a REGISTERED one has no bookings yet. */
  status: string
  /** Holder of the reference account, the other side of transfers in and out. */
  referenceHolder: string
  /** Partner banks to place deposits with (at least two). */
  bankNames: readonly string[]
}

/** The history's banks are German and so is the saver: the German resident rate. */
const historyTaxRate = withholdingTaxRate('DE', 'DE')

/** A whole number in [min, max] drawn from the customer id, the same on every call. */
function draw(customerId: string, slot: number, min: number, max: number): number {
  const value = createHash('sha256').update(`${customerId}#${slot}`).digest().readUInt32BE(0)
  return min + (value % (max - min + 1))
}

interface Booking {
  date: string
  type: TransactionType
  amount: number
  counterparty: string | null
}

const credits: ReadonlySet<TransactionType> = new Set([
  'TRANSFER_IN',
  'DEPOSIT_REPAYMENT',
  'INTEREST',
])

/** Interest in cents on `principal` cents at `basisPoints` a year for `months`. */
function interest(principal: number, basisPoints: number, months: number): number {
  return Math.round((principal * basisPoints * months) / (10_000 * 12))
}

function interestWithTax(date: string, amount: number, bank: string): Booking[] {
  return [
    { date, type: 'INTEREST', amount, counterparty: bank },
    {
      date,
      type: 'WITHHOLDING_TAX',
      amount: withheldTax(amount, historyTaxRate),
      counterparty: null,
    },
  ]
}

/**
 * The sandbox's transaction account history of 2025, derived from the customer id (no table:
 * every start gives the same bookings): money comes in from the reference account, goes into a
 * 12-month term deposit and an overnight account at partner banks, earns interest (taxed), the
 * term deposit is repaid and part of the money goes back. Newest first.
 */
export function transactionHistory(input: HistoryInput): Transaction[] {
  if (input.status !== 'ACTIVE') return []
  const id = input.customerId
  const termBank = input.bankNames[draw(id, 1, 0, input.bankNames.length - 1)] ?? 'Partner bank'
  const overnightBank = input.bankNames.find((name) => name !== termBank) ?? termBank
  const firstTransfer = draw(id, 2, 20, 100) * 50_000
  const termPrincipal = Math.round((firstTransfer * 0.6) / 100_000) * 100_000
  const topUp = draw(id, 3, 2, 10) * 50_000
  const overnightPrincipal = firstTransfer - termPrincipal + topUp
  const termRate = draw(id, 4, 250, 360)
  const overnightRate = draw(id, 5, 150, 240)
  const payout = draw(id, 6, 1, 5) * 100_000
  const bookings: Booking[] = [
    {
      date: '2025-01-06',
      type: 'TRANSFER_IN',
      amount: firstTransfer,
      counterparty: input.referenceHolder,
    },
    {
      date: '2025-01-08',
      type: 'DEPOSIT_PLACEMENT',
      amount: termPrincipal,
      counterparty: termBank,
    },
    { date: '2025-02-03', type: 'TRANSFER_IN', amount: topUp, counterparty: input.referenceHolder },
    {
      date: '2025-02-05',
      type: 'DEPOSIT_PLACEMENT',
      amount: overnightPrincipal,
      counterparty: overnightBank,
    },
    ...interestWithTax('2025-06-30', interest(overnightPrincipal, overnightRate, 5), overnightBank),
    {
      date: '2025-12-08',
      type: 'DEPOSIT_REPAYMENT',
      amount: termPrincipal,
      counterparty: termBank,
    },
    ...interestWithTax('2025-12-08', interest(termPrincipal, termRate, 11), termBank),
    {
      date: '2025-12-15',
      type: 'TRANSFER_OUT',
      amount: payout,
      counterparty: input.referenceHolder,
    },
    ...interestWithTax('2025-12-31', interest(overnightPrincipal, overnightRate, 6), overnightBank),
  ]
  return bookings
    .map((booking, index) => ({
      id: `${id}-T${String(index + 1).padStart(2, '0')}`,
      bookingDate: booking.date,
      valueDate: booking.date,
      type: booking.type,
      direction: credits.has(booking.type) ? ('CREDIT' as const) : ('DEBIT' as const),
      amount: booking.amount,
      currency: 'EUR',
      counterparty: booking.counterparty,
      reference: `${id.replace(/^BAC_/, '')}-${String(index + 1).padStart(2, '0')}`,
    }))
    .reverse()
}
