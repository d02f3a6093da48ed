import { describe, expect, it } from 'vitest'
import { transactionTypeOf } from './settlement-transactions'

describe('the transaction account names a ledger booking', () => {
  it.each([
    ['TRANSFER_IN', 'CREDIT', 'TRANSFER_IN'],
    ['DEPOSIT_PLACEMENT', 'DEBIT', 'DEPOSIT_PLACEMENT'],
    ['DEPOSIT_REPAYMENT', 'CREDIT', 'DEPOSIT_REPAYMENT'],
    ['INTEREST', 'CREDIT', 'INTEREST'],
    ['WITHHOLDING_TAX', 'DEBIT', 'WITHHOLDING_TAX'],
    ['ORDER_REJECTED', 'CREDIT', 'DEPOSIT_REPAYMENT'],
    ['WITHDRAWAL', 'CREDIT', 'DEPOSIT_REPAYMENT'],
    ['WITHDRAWAL', 'DEBIT', 'TRANSFER_OUT'],
    ['PAYOUT', 'DEBIT', 'TRANSFER_OUT'],
    ['TRANSFER_RETURNED', 'DEBIT', 'TRANSFER_OUT'],
    ['REFERRAL_BONUS', 'CREDIT', 'TRANSFER_IN'],
  ] as const)('%s %s → %s', (type, direction, expected) => {
    expect(transactionTypeOf(type, direction)).toBe(expected)
  })
})
