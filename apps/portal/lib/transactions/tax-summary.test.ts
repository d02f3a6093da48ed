import type { LedgerBooking } from '@portal/api-clients/contracts/savings'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { loadMessages } from '@/messages/catalogue'
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
  termMonths: null,
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

  it('writes one year as CSV for German spreadsheets, every column in German', async () => {
    const [, year2026] = taxSummaryOf(bookings, deposits)
    const translate = createTranslator({
      locale: 'de-de',
      messages: await loadMessages('de'),
      namespace: 'Money.taxSummary',
    })
    const t = (key: string) => translate(key as never)
    expect(year2026 && taxSummaryCsv(year2026, 'de-DE', t).split('\r\n')).toEqual([
      'Jahr;Bank;Land;Währung;Zinsen (brutto);Quellensteuer;Zinsen (netto)',
      '2026;Crédit Lumière;Frankreich;EUR;50,01;0,00;50,01',
      '2026;Hafenbank;Deutschland;EUR;223,29;58,90;164,39',
      '',
    ])
  })

  it('writes English spreadsheets with commas between fields and dot decimals', async () => {
    const [, year2026] = taxSummaryOf(bookings, deposits)
    const translate = createTranslator({
      locale: 'en-gb',
      messages: await loadMessages('en'),
      namespace: 'Money.taxSummary',
    })
    const t = (key: string) => translate(key as never)
    expect(year2026 && taxSummaryCsv(year2026, 'en-GB', t).split('\r\n')[2]).toBe(
      '2026,Hafenbank,Germany,EUR,223.29,58.90,164.39',
    )
  })

  it('names a booking without its deposit an unknown bank, in Polish, with no country code', async () => {
    const [year2026] = taxSummaryOf([booking('INTEREST', 'CREDIT', 1_234, '2026-03-01', null)], [])
    const translate = createTranslator({
      locale: 'pl-pl',
      messages: await loadMessages('pl'),
      namespace: 'Money.taxSummary',
    })
    const t = (key: string) => translate(key as never)
    expect(year2026 && taxSummaryCsv(year2026, 'pl-PL', t).split('\r\n')).toEqual([
      'Rok;Nazwa banku;Kraj;Waluta;Odsetki (brutto);Podatek u źródła;Odsetki (netto)',
      '2026;Nieznany bank;;EUR;12,34;0,00;12,34',
      '',
    ])
  })
})
