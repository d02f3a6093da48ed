import type { Deposit, LedgerBooking } from '@portal/api-clients/contracts/savings'
import { minorUnitsToDecimal } from '@portal/domain/format'
import { csvDocument, csvLine } from './csv'

/** Interest and withheld tax of one calendar year at one bank, in one currency (minor units). */
export interface TaxSummaryRow {
  bankName: string
  bankCountry: string
  currency: string
  interest: number
  withheldTax: number
}

export interface TaxYearSummary {
  year: number
  rows: TaxSummaryRow[]
}

type DepositBank = Pick<Deposit, 'id' | 'bankName' | 'bankCountry'>

/**
 * The tax summary from the ledger's bookings: gross interest (INTEREST credits) and the bank
 * country's withholding tax (WITHHOLDING_TAX debits) per calendar year of the booking date, per
 * bank and currency. Bank and country come from the booking's deposit. Sums are exact integers.
 */
export function taxSummaryOf(
  bookings: readonly LedgerBooking[],
  deposits: readonly DepositBank[],
): TaxYearSummary[] {
  const banks = new Map(deposits.map((deposit) => [deposit.id, deposit]))
  const years = new Map<number, Map<string, TaxSummaryRow>>()
  for (const booking of bookings) {
    const interest = booking.type === 'INTEREST' && booking.direction === 'CREDIT'
    const tax = booking.type === 'WITHHOLDING_TAX' && booking.direction === 'DEBIT'
    if (!interest && !tax) continue
    const year = Number(booking.bookingDate.slice(0, 4))
    const bank = banks.get(booking.depositId ?? '')
    const key = `${bank?.bankName ?? ''}|${bank?.bankCountry ?? ''}|${booking.currency}`
    const rows = years.get(year) ?? new Map<string, TaxSummaryRow>()
    years.set(year, rows)
    const row = rows.get(key) ?? {
      bankName: bank?.bankName ?? '',
      bankCountry: bank?.bankCountry ?? '',
      currency: booking.currency,
      interest: 0,
      withheldTax: 0,
    }
    rows.set(key, row)
    if (interest) row.interest += booking.amount
    else row.withheldTax += booking.amount
  }
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, rows]) => ({
      year,
      rows: [...rows.values()].sort(
        (a, b) => a.bankName.localeCompare(b.bankName) || a.currency.localeCompare(b.currency),
      ),
    }))
}

export const taxSummaryCsvHeader = [
  'year',
  'bank',
  'country',
  'currency',
  'interest_gross',
  'withholding_tax',
  'interest_net',
] as const

/** One year's summary as CSV, amounts as decimal strings. */
export function taxSummaryCsv(summary: TaxYearSummary): string {
  return csvDocument([
    csvLine(taxSummaryCsvHeader),
    ...summary.rows.map((row) =>
      csvLine([
        String(summary.year),
        row.bankName,
        row.bankCountry,
        row.currency,
        { numeric: minorUnitsToDecimal(row.interest, row.currency) },
        { numeric: minorUnitsToDecimal(row.withheldTax, row.currency) },
        { numeric: minorUnitsToDecimal(row.interest - row.withheldTax, row.currency) },
      ]),
    ),
  ])
}
