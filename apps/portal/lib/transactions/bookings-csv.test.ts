import type { LedgerBooking } from '@portal/api-clients/contracts/savings'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { loadMessages } from '@/messages/catalogue'
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
  bank: null,
  productType: null,
  termMonths: null,
  ...overrides,
})

describe('bookings CSV', () => {
  it('names a US payout’s account by routing and account number for en-us spreadsheets', async () => {
    const translate = createTranslator({
      locale: 'en-us',
      messages: await loadMessages('en'),
      namespace: 'Customer.transactions',
    })
    const t = (key: string) => translate(key as never)
    const payout = booking({
      id: 'b9-D',
      type: 'PAYOUT',
      direction: 'DEBIT',
      amount: 50_000,
      currency: 'USD',
      counterparty: 'Jordan Miller',
      counterpartyIban: 'ABA021000021483920175512',
      reference: 'Payout',
    })
    const [header = '', line = ''] = bookingsCsv([payout], 'en-US', t, 'aba').split('\r\n')
    expect(header).toContain(',Routing and account number of the other party,')
    expect(header).not.toContain('IBAN')
    expect(line).toContain(',Jordan Miller,021000021 483920175512,')
  })

  it('writes a German header and one line per booking for German spreadsheets', async () => {
    const translate = createTranslator({
      locale: 'de-de',
      messages: await loadMessages('de'),
      namespace: 'Customer.transactions',
    })
    const t = (key: string) => translate(key as never)
    const csv = bookingsCsv(
      [
        booking({}),
        booking({
          id: 'b2-D',
          type: 'WITHHOLDING_TAX',
          direction: 'DEBIT',
          amount: 5,
          counterparty: null,
          counterpartyIban: null,
          reference: 'Zinsen 2026',
        }),
        booking({ id: 'b3-C', currency: 'JPY', amount: 1500 }),
      ],
      'de-DE',
      t,
    )
    expect(csv.split('\r\n')).toEqual([
      'Buchungsdatum;Wertstellung;Umsatz;Konto;Betrag;Währung;Von oder an;IBAN der Gegenseite;Referenz;Buchungsnummer',
      '01.06.2026;01.06.2026;Überweisung eingegangen;Verrechnungskonto;40000,00;EUR;Erika Mustermann;DE89370400440532013000;Savings;b1-C',
      '01.06.2026;01.06.2026;Quellensteuer;Verrechnungskonto;-0,05;EUR;;;Zinsen 2026;b2-D',
      '01.06.2026;01.06.2026;Überweisung eingegangen;Verrechnungskonto;1500;JPY;Erika Mustermann;DE89370400440532013000;Savings;b3-C',
      '',
    ])
  })

  it.each([
    // language, market, Intl tag, the booking date as that language's spreadsheets read it
    ['de', 'de-at', 'de-AT', '01.06.2026'],
    ['de', 'de-ch', 'de-CH', '01.06.2026'],
    ['en', 'en-us', 'en-US', '06/01/2026'],
    ['es', 'es-es', 'es-ES', '01/06/2026'],
    ['fi', 'fi-fi', 'fi-FI', '01.06.2026'],
    ['fr', 'fr-fr', 'fr-FR', '01/06/2026'],
    ['it', 'it-it', 'it-IT', '01/06/2026'],
    ['nl', 'nl-nl', 'nl-NL', '01-06-2026'],
    ['pl', 'pl-pl', 'pl-PL', '01.06.2026'],
  ] as const)(
    'writes %s (%s) columns in words only, no codes',
    async (language, locale, tag, date) => {
      const translate = createTranslator({
        locale,
        messages: await loadMessages(language),
        namespace: 'Customer.transactions',
      })
      const t = (key: string) => translate(key as never)
      const [header = '', line = ''] = bookingsCsv(
        [booking({ type: 'WITHHOLDING_TAX', direction: 'DEBIT', account: 'deposit' })],
        tag,
        t,
      ).split('\r\n')
      expect(header).not.toMatch(/[a-z]_[a-z]/)
      expect(header.split(/[;,]/)).toHaveLength(10)
      expect(header).toContain(t('csv.bookingId'))
      expect(line).not.toMatch(/WITHHOLDING_TAX|\bdeposit\b|2026-06-01/)
      expect(line).toContain(t('types.WITHHOLDING_TAX'))
      expect(line).toContain(t('accounts.deposit'))
      expect(line.startsWith(`${date}${line.includes(';') ? ';' : ','}${date}`)).toBe(true)
    },
  )

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

  it('quotes a field holding the separator of a semicolon sheet, not its decimal comma', () => {
    expect(csvLine(['a;b', { numeric: '-12,50' }], ';')).toBe('"a;b";-12,50')
  })
})
