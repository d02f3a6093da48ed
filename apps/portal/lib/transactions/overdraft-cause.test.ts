import type { LedgerBooking } from '@portal/api-clients/contracts/savings'
import { describe, expect, it } from 'vitest'
import { latestSettlementDebit } from './overdraft-cause'

function booking(id: string, fields: Partial<LedgerBooking>): LedgerBooking {
  return {
    id,
    bookingDate: '2026-03-02',
    valueDate: '2026-03-02',
    type: 'WITHDRAWAL',
    direction: 'DEBIT',
    amount: 10_000,
    currency: 'EUR',
    account: 'settlement',
    depositId: null,
    orderId: null,
    counterparty: null,
    counterpartyIban: null,
    reference: `REF ${id}`,
    bank: null,
    productType: null,
    termMonths: null,
    ...fields,
  }
}

describe('latestSettlementDebit', () => {
  it.each<[string, LedgerBooking[], string | undefined]>([
    ['no bookings', [], undefined],
    [
      'only credits and deposit debits',
      [
        booking('a', { direction: 'CREDIT', type: 'TRANSFER_IN' }),
        booking('b', { account: 'deposit', type: 'DEPOSIT_REPAYMENT' }),
      ],
      undefined,
    ],
    [
      'the newest settlement debit, past a newer credit',
      [
        booking('credit', { direction: 'CREDIT', bookingDate: '2026-03-05' }),
        booking('returned', { type: 'TRANSFER_RETURNED', bookingDate: '2026-03-04' }),
        booking('older', { bookingDate: '2026-02-01' }),
      ],
      'returned',
    ],
    [
      'on the same day the one listed first (newest)',
      [booking('second', {}), booking('first', {})],
      'second',
    ],
    [
      'a later debit in another currency does not count',
      [
        booking('chf', { currency: 'CHF', bookingDate: '2026-04-01' }),
        booking('eur', { bookingDate: '2026-03-01' }),
      ],
      'eur',
    ],
    [
      'a later date listed further down still wins',
      [
        booking('early', { bookingDate: '2026-01-01' }),
        booking('late', { bookingDate: '2026-02-01' }),
      ],
      'late',
    ],
  ])('%s', (_case, bookings, expected) => {
    expect(latestSettlementDebit(bookings, 'EUR')?.id).toBe(expected)
  })
})
