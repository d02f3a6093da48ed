import type { MoneyOutSource } from '@/lib/money-out/money-out-sources'
import type { WithdrawalState } from './withdrawal-state'

/** The payout stories' sources: the settlement account (2,500.00) and an overnight deposit. */
export const payoutSources: MoneyOutSource[] = [
  {
    id: 'settlement:EUR',
    kind: 'settlement',
    currency: 'EUR',
    available: 250_000,
    depositId: null,
    bankName: null,
  },
  {
    id: 'deposit:d-1',
    kind: 'overnight_deposit',
    currency: 'EUR',
    available: 1_000_000,
    depositId: 'd-1',
    bankName: 'Nordhafen Bank',
  },
]

export const referenceAccount = {
  iban: 'DE89370400440532013000',
  holder: 'Erika Mustermann',
  bankName: 'Hausbank',
}

export const codeStep: Extract<WithdrawalState, { step: 'code' }> = {
  step: 'code',
  amount: '500',
  amountMinor: 50_000,
  source: 'settlement:EUR',
  challengeId: 'c-1',
  failures: 0,
}
