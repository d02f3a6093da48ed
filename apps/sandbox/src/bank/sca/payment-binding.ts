import { custodyIban } from '@portal/api-clients/contracts/investments'
import { formatMoney } from '@portal/domain/format'
import type { SandboxOrm } from '../../db/database'
import { ServiceError } from '../../http/service-error'
import { payeeText } from '../../texts/payee-text'
import {
  type ChallengeBinding,
  type ChallengeScope,
  consumeChallenge,
  createChallenge,
  verifyChallenge,
} from './challenge-engine'
import { changeDigest } from './change-digest'

/** What a payment challenge confirms: one amount to one payee (PSD2 dynamic linking). */
export interface ChallengedPayment {
  amount: number
  currency: string
  payeeIban: string
}

export function paymentBinding(payment: ChallengedPayment): ChallengeBinding {
  const { amount, currency, payeeIban } = payment
  return { purpose: 'payment', digest: changeDigest('payment', { amount, currency, payeeIban }) }
}

const paymentScope = (customerId: string): ChallengeScope => ({ customerId, family: 'payment' })

/**
 * Creates a payment challenge; the SMS names amount and payee, an order into the customer's
 * own portfolio (to the custody account) as an investment.
 */
export async function createPaymentChallenge(
  orm: SandboxOrm,
  customer: { id: string; phoneNumber: string | null },
  payment: ChallengedPayment,
  requestedBy: string | null,
  now: Date,
) {
  const created = await createChallenge(
    orm,
    {
      customerId: customer.id,
      userId: requestedBy,
      phoneNumber: customer.phoneNumber,
      binding: paymentBinding(payment),
      text: (code, texts, tag) => {
        const amount = formatMoney(payment.amount, payment.currency, tag)
        return payment.payeeIban === custodyIban
          ? texts.investment(code, amount)
          : texts.payout(code, amount, payeeText(payment.payeeIban, texts.abaAccount))
      },
      noNumber: 'No mobile number is known for this customer.',
    },
    now,
  )
  if (created instanceof ServiceError) return created
  const { amount: minor, currency, payeeIban } = payment
  return {
    challengeId: created.challengeId,
    status: 'pending' as const,
    expiresAt: created.expiresAt,
    amount: minor,
    currency,
    payeeIban,
  }
}

/** Checks the mTAN and that the client shows the payment it was sent for. */
export function verifyPaymentChallenge(
  orm: SandboxOrm,
  customerId: string,
  challengeId: string,
  attempt: ChallengedPayment & { code: string },
  now: Date,
) {
  return verifyChallenge(
    orm,
    paymentScope(customerId),
    challengeId,
    { code: attempt.code, claimed: paymentBinding(attempt) },
    now,
  )
}

type Executor = Parameters<typeof consumeChallenge>[0]

/** Uses up a verified challenge for exactly this payment, inside the payment's transaction. */
export async function consumePaymentChallenge(
  tx: Executor,
  customerId: string,
  challengeId: string,
  payment: ChallengedPayment,
  usedBy: string,
): Promise<ServiceError | undefined> {
  const consumed = await consumeChallenge(
    tx,
    paymentScope(customerId),
    challengeId,
    paymentBinding(payment),
    usedBy,
  )
  return consumed
    ? undefined
    : new ServiceError(
        403,
        'authenticationRequired',
        'A verified mTAN for this amount and payee is required.',
      )
}
