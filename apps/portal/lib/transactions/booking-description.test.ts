import type { LedgerBooking } from '@portal/api-clients/contracts/savings'
import { describe, expect, it } from 'vitest'
import { type BookingDescription, describeBooking } from './booking-description'

const bank = { name: 'Banka Alvford Capital', country: 'HR' }
const term = { productType: 'term_deposit', bankName: bank.name } as const

function line(overrides: Partial<LedgerBooking>): LedgerBooking {
  return {
    id: 'b1-C',
    bookingDate: '2026-06-01',
    valueDate: '2026-06-01',
    type: 'INTEREST',
    direction: 'CREDIT',
    amount: 1_000,
    currency: 'EUR',
    account: 'settlement',
    depositId: 'dep-1',
    orderId: null,
    counterparty: null,
    counterpartyIban: null,
    reference: 'Interest',
    bank,
    productType: 'term_deposit',
    termMonths: 12,
    ...overrides,
  }
}

const holder = {
  kind: 'account',
  holder: 'Erika Mustermann',
  iban: 'DE89370400440532013000',
} as const
const fromReference = { counterparty: holder.holder, counterpartyIban: holder.iban }
const onSettlement = { kind: 'settlement' } as const
const onDeposit = { kind: 'deposit', deposit: term } as const

describe('what a booking line says about where the money came from or went', () => {
  const table: [string, Partial<LedgerBooking>, BookingDescription][] = [
    [
      'a transfer in: from the reference account',
      { type: 'TRANSFER_IN', ...fromReference, bank: null, productType: null, depositId: null },
      { party: holder, account: onSettlement },
    ],
    [
      'a returned transfer: back to its sender',
      {
        type: 'TRANSFER_RETURNED',
        direction: 'DEBIT',
        counterpartyIban: 'FR7630006000011234567890189',
        bank: null,
        productType: null,
      },
      {
        party: { kind: 'account', holder: null, iban: 'FR7630006000011234567890189' },
        account: onSettlement,
      },
    ],
    [
      'a payout: to the reference account',
      { type: 'PAYOUT', direction: 'DEBIT', ...fromReference, bank: null, productType: null },
      { party: holder, account: onSettlement },
    ],
    [
      'a withdrawal leaving an overnight deposit: to the settlement account',
      { type: 'WITHDRAWAL', direction: 'DEBIT', account: 'deposit' },
      { party: { kind: 'settlement' }, account: onDeposit },
    ],
    [
      'a withdrawal arriving on the settlement account: from the deposit',
      { type: 'WITHDRAWAL' },
      { party: { kind: 'deposit', deposit: term }, account: onSettlement },
    ],
    [
      'interest paid to the settlement account: from the partner bank, never the tax office',
      { type: 'INTEREST' },
      { party: { kind: 'bank', name: bank.name }, account: onSettlement },
    ],
    [
      'interest credited to a compounding deposit: from the partner bank',
      { type: 'INTEREST', account: 'deposit' },
      { party: { kind: 'bank', name: bank.name }, account: onDeposit },
    ],
    [
      'withheld tax: to the tax authority of the bank’s country',
      { type: 'WITHHOLDING_TAX', direction: 'DEBIT' },
      { party: { kind: 'taxAuthority', country: 'HR' }, account: onSettlement },
    ],
    [
      'an order forwarded: to the partner bank',
      { type: 'DEPOSIT_PLACEMENT', direction: 'DEBIT', depositId: null, orderId: 'o1' },
      { party: { kind: 'bank', name: bank.name }, account: onSettlement },
    ],
    [
      'a deposit opened: by the partner bank',
      { type: 'DEPOSIT_OPENING', account: 'deposit' },
      { party: { kind: 'bank', name: bank.name }, account: onDeposit },
    ],
    [
      'an order rejected: money back from the partner bank',
      { type: 'ORDER_REJECTED', depositId: null, orderId: 'o1' },
      { party: { kind: 'bank', name: bank.name }, account: onSettlement },
    ],
    [
      'a repayment on the settlement account: from the deposit',
      { type: 'DEPOSIT_REPAYMENT' },
      { party: { kind: 'deposit', deposit: term }, account: onSettlement },
    ],
    [
      'a repayment leaving the deposit: to the settlement account',
      { type: 'DEPOSIT_REPAYMENT', direction: 'DEBIT', account: 'deposit' },
      { party: { kind: 'settlement' }, account: onDeposit },
    ],
    [
      'a prolongation: between the old and the new deposit',
      { type: 'PROLONGATION', direction: 'DEBIT', account: 'deposit' },
      { party: { kind: 'deposit', deposit: term }, account: onDeposit },
    ],
    [
      'a refer-a-friend bonus: paid by the programme, on the settlement account',
      { type: 'REFERRAL_BONUS', bank: null, productType: null, depositId: null, orderId: null },
      { party: { kind: 'referralProgramme' }, account: onSettlement },
    ],
    [
      'a bank booking whose bank is not known: unknown, not guessed',
      { type: 'INTEREST', bank: null, productType: null },
      { party: { kind: 'unknown' }, account: onSettlement },
    ],
  ]

  it.each(table)('%s', (_, overrides, expected) => {
    expect(describeBooking(line(overrides), 'de-de')).toEqual(expected)
  })
})

describe('the deposit a booking line is on, named as the page’s market names its product', () => {
  const plnDeposit = {
    productType: 'foreign_currency',
    currency: 'PLN',
    account: 'deposit',
  } as const
  it.each([
    ['pl-pl', 12, 'term_deposit'],
    ['pl-pl', null, 'overnight_deposit'],
    ['de-de', 12, 'foreign_currency'],
  ] as const)('a PLN deposit on %s, term %s months: %s', (locale, termMonths, shown) => {
    const { account } = describeBooking(line({ ...plnDeposit, termMonths }), locale)
    expect(account).toEqual({
      kind: 'deposit',
      deposit: { productType: shown, bankName: bank.name },
    })
  })
})
