import type { LedgerBooking } from '@portal/api-clients/contracts/savings'
import { describe, expect, it } from 'vitest'
import { bookingsCsv } from './bookings-csv'
import { csvLine } from './csv'

const booking = (overrides: Partial<LedgerBooking>): LedgerBooking => ({
  id: 'b1-C',
  bookingDate: '2026-06-01',
  valueDate: '2026-06-01',
  type: 'TRANSFER_IN',
  direction: 'CREDIT',
  amount: 4_000_000,
  currency: 'EUR',
  account: 'settlement',
  depositId: null,
  orderId: null,
  counterparty: 'Erika Mustermann',
  counterpartyIban: 'DE89370400440532013000',
  reference: 'Savings',
  ...overrides,
})

describe('bookings CSV', () => {
  it('writes a header and one line per booking, amounts as signed decimal strings', () => {
    const csv = bookingsCsv([
      booking({}),
      booking({
        id: 'b2-D',
        type: 'WITHHOLDING_TAX',
        direction: 'DEBIT',
        amount: 5,
        counterparty: null,
        counterpartyIban: null,
        reference: 'Interest 2026',
      }),
      booking({ id: 'b3-C', currency: 'JPY', amount: 1500 }),
    ])
    expect(csv.split('\r\n')).toEqual([
      'booking_date,value_date,type,account,amount,currency,counterparty,counterparty_iban,reference,booking_id',
      '2026-06-01,2026-06-01,TRANSFER_IN,settlement,40000.00,EUR,Erika Mustermann,DE89370400440532013000,Savings,b1-C',
      '2026-06-01,2026-06-01,WITHHOLDING_TAX,settlement,-0.05,EUR,,,Interest 2026,b2-D',
      '2026-06-01,2026-06-01,TRANSFER_IN,settlement,1500,JPY,Erika Mustermann,DE89370400440532013000,Savings,b3-C',
      '',
    ])
  })

  it.each([
    [['a,b'], '"a,b"'],
    [['say "hi"'], '"say ""hi"""'],
    [['line\nbreak'], '"line\nbreak"'],
    [['=HYPERLINK("x")'], `"'=HYPERLINK(""x"")"`],
    [['-1+2'], "'-1+2"],
    [['\n=HYPERLINK("x")'], `"'\n=HYPERLINK(""x"")"`],
    [['\r+1'], `"'\r+1"`],
    [['\t@SUM(A1)'], "'\t@SUM(A1)"],
    [[{ numeric: '-12.50' }], '-12.50'],
  ])('escapes %j as %s', (fields, line) => {
    expect(csvLine(fields)).toBe(line)
  })
})
