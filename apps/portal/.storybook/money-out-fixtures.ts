import type { MoneyOutSource, ReferenceAccountView } from '@/lib/money-out/money-out-sources'
import type { WithdrawalState } from '@/lib/money-out/withdrawal-form'

/** Data for the payout stories only: the settlement account (2,500.00) and an overnight deposit. */
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

/** The mTAN step of a 500.00 payout from the settlement account. */
export const payoutCodeStep: Extract<WithdrawalState, { step: 'code' }> = {
  step: 'code',
  amount: '500',
  amountMinor: 50_000,
  source: 'settlement:EUR',
  challengeId: 'c-1',
  failures: 0,
}

/** A US customer's reference account: routing and account number, no IBAN (en-us). */
export const usPayoutReference: ReferenceAccountView = {
  account: { scheme: 'aba', routingNumber: '021000021', accountNumber: '483920175512' },
  key: 'ABA021000021483920175512',
  holder: 'Jordan Miller',
  bankName: 'Sandbox Reference Bank',
}

/** The flow's arguments every payout story shares; each adds its own action. */
export const payoutArgs = {
  sources: payoutSources,
  reference: {
    account: { scheme: 'iban', iban: 'DE89370400440532013000' },
    key: 'DE89370400440532013000',
    holder: 'Erika Mustermann',
    bankName: 'Hausbank',
  } satisfies ReferenceAccountView,
  idempotencyKey: '0d5b8a2e-52d4-4f0c-9a7e-3c1b2a4d5e6f',
  transactionsHref: '/de-de/account-transactions',
}
