import type { Transaction } from '@portal/api-clients/contracts/transactions'
import { describe, expect, it } from 'vitest'
import { bookingDate, signedAmount } from './format-transaction'

const booking = (direction: Transaction['direction'], amount: number): Transaction => ({
  id: 'T1',
  bookingDate: '2025-12-31',
  valueDate: '2025-12-31',
  type: direction === 'CREDIT' ? 'INTEREST' : 'WITHHOLDING_TAX',
  direction,
  amount,
  currency: 'EUR',
  counterparty: null,
  reference: 'r',
})

const plain = (text: string) => text.replace(/\s/g, ' ')

describe('transaction formatting', () => {
  it.each([
    ['CREDIT', 2_500_000, 'de-de', '25.000,00 EUR'],
    ['DEBIT', 2_500_000, 'de-de', '-25.000,00 EUR'],
    ['CREDIT', 1234, 'en-gb', 'EUR 12.34'],
    ['DEBIT', 5, 'en-gb', '-EUR 0.05'],
  ] as const)('shows a %s of %i minor units in %s as %s', (direction, amount, locale, text) => {
    expect(plain(signedAmount(booking(direction, amount), locale))).toBe(text)
  })

  it.each([
    ['2025-12-31', 'de-de', '31.12.2025'],
    ['2025-01-06', 'en-gb', '6 Jan 2025'],
  ])('shows the booking date %s in %s as %s', (date, locale, text) => {
    expect(bookingDate(date, locale)).toBe(text)
  })
})
