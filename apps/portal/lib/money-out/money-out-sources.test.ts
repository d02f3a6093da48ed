import type { Deposit, SavingsOverview } from '@portal/api-clients/contracts/savings'
import { describe, expect, it } from 'vitest'
import { moneyOutSourcesOf, settlementSources } from './money-out-sources'

const deposit = (
  id: string,
  productType: Deposit['productType'],
  status: Deposit['status'],
  balance: number,
) => ({ id, productType, status, balance, currency: 'EUR', bankName: `Bank ${id}` }) as Deposit

const overview = {
  settlementAccounts: [
    { currency: 'EUR', iban: 'DE1', balance: 120_000 },
    { currency: 'USD', iban: 'DE2', balance: 0 },
  ],
  deposits: [
    deposit('o', 'overnight_deposit', 'active', 500_000),
    deposit('f', 'flexgeld', 'active', 100_000),
    deposit('t', 'term_deposit', 'active', 900_000),
    deposit('n', 'notice_account', 'active', 300_000),
    deposit('m', 'flexgeld', 'matured', 100_000),
  ],
} as unknown as SavingsOverview

describe('money-out sources', () => {
  it('pays out from settlement accounts with money, overnight and Flexgeld deposits only', () => {
    expect(moneyOutSourcesOf(overview).map((source) => [source.id, source.available])).toEqual([
      ['settlement:EUR', 120_000],
      ['deposit:o', 500_000],
      ['deposit:f', 100_000],
    ])
  })

  it('keeps only the settlement accounts for the customer payout', () => {
    expect(settlementSources(moneyOutSourcesOf(overview)).map((source) => source.id)).toEqual([
      'settlement:EUR',
    ])
  })
})
