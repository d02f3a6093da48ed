import type { Deposit, LedgerBooking } from '@portal/api-clients/contracts/savings'
import { formatCountryName, minorUnitsToDecimal } from '@portal/domain/format'
import type moneyMessages from '../../../../languages/en/portal/money.json'
import { localisedCsv, sheetDecimal } from './csv'

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

/** Words of `Money.taxSummary` (column titles, the unknown bank). */
export type TaxSummaryWords = (
  key:
    | `csv.${keyof (typeof moneyMessages)['Money']['taxSummary']['csv'] & string}`
    | `columns.${keyof (typeof moneyMessages)['Money']['taxSummary']['columns'] & string}`
    | 'unknownBank',
) => string

/**
 * One year's summary as CSV for spreadsheets of the page's language: every column titled in that
 * language, banks and countries by name (as the page shows them), its decimals.
 */
export function taxSummaryCsv(summary: TaxYearSummary, tag: string, t: TaxSummaryWords): string {
  const header = [
    t('csv.year'),
    t('columns.bank'),
    t('columns.country'),
    t('csv.currency'),
    t('columns.interest'),
    t('columns.tax'),
    t('columns.net'),
  ]
  const rows = summary.rows.map((row) => {
    const amounts = [row.interest, row.withheldTax, row.interest - row.withheldTax].map((minor) =>
      minorUnitsToDecimal(minor, row.currency),
    )
    return [
      String(summary.year),
      row.bankName || t('unknownBank'),
      row.bankCountry ? formatCountryName(row.bankCountry, tag) : '',
      row.currency,
      ...amounts.map((amount) => sheetDecimal(amount, tag)),
    ]
  })
  return localisedCsv(tag, header, rows)
}
