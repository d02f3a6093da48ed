import type { LedgerBooking } from '@portal/api-clients/contracts/savings'
import { describe, expect, it } from 'vitest'
import { taxSummaryCsv, taxSummaryOf } from './tax-summary'

let sequence = 0
const booking = (
  type: LedgerBooking['type'],
  direction: LedgerBooking['direction'],
  amount: number,
  bookingDate: string,
  depositId: string | null,
): LedgerBooking => ({
  id: `b${++sequence}`,
  bookingDate,
  valueDate: bookingDate,
  type,
  direction,
  amount,
  currency: 'EUR',
  account: 'settlement',
  depositId,
  orderId: null,
  counterparty: null,
  counterpartyIban: null,
  reference: '',
  bank: null,
  productType: null,
})

const deposits = [
  { id: 'd-de', bankName: 'Hafenbank', bankCountry: 'DE' },
  { id: 'd-fr', bankName: 'Crédit Lumière', bankCountry: 'FR' },
]

describe('tax summary', () => {
  const bookings = [
    booking('INTEREST', 'CREDIT', 12_329, '2026-09-01', 'd-de'),
    booking('WITHHOLDING_TAX', 'DEBIT', 3_252, '2026-09-01', 'd-de'),
    booking('INTEREST', 'CREDIT', 10_000, '2026-12-01', 'd-de'),
    booking('WITHHOLDING_TAX', 'DEBIT', 2_638, '2026-12-01', 'd-de'),
    booking('INTEREST', 'CREDIT', 5_001, '2026-07-01', 'd-fr'),
    booking('INTEREST', 'CREDIT', 777, '2027-01-01', 'd-fr'),
    booking('TRANSFER_IN', 'CREDIT', 4_000_000, '2026-06-01', null),
    booking('DEPOSIT_REPAYMENT', 'CREDIT', 2_000_000, '2027-06-01', 'd-de'),
  ]

  it('sums gross interest and withheld tax per year, bank and currency, newest year first', () => {
    expect(taxSummaryOf(bookings, deposits)).toEqual([
      {
        year: 2027,
        rows: [
          {
            bankName: 'Crédit Lumière',
            bankCountry: 'FR',
            currency: 'EUR',
            interest: 777,
            withheldTax: 0,
          },
        ],
      },
      {
        year: 2026,
        rows: [
          {
            bankName: 'Crédit Lumière',
            bankCountry: 'FR',
            currency: 'EUR',
            interest: 5_001,
            withheldTax: 0,
          },
          {
            bankName: 'Hafenbank',
            bankCountry: 'DE',
            currency: 'EUR',
            interest: 22_329,
            withheldTax: 5_890,
          },
        ],
      },
    ])
  })

  it('has no year without interest', () => {
    expect(taxSummaryOf([bookings[6] as LedgerBooking], deposits)).toEqual([])
  })

  it('writes one year as CSV with gross, tax and net as decimal strings', () => {
    const [, year2026] = taxSummaryOf(bookings, deposits)
    expect(year2026 && taxSummaryCsv(year2026).split('\r\n')).toEqual([
      'year,bank,country,currency,interest_gross,withholding_tax,interest_net',
      '2026,Crédit Lumière,FR,EUR,50.01,0.00,50.01',
      '2026,Hafenbank,DE,EUR,223.29,58.90,164.39',
      '',
    ])
  })
})
