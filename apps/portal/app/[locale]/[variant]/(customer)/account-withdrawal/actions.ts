'use server'

import { refresh } from 'next/cache'
import { withdraw } from '@/lib/backend/money-out'
import { requestChallenge, verifyChallenge } from '@/lib/backend/strong-authentication'
import { checkRole } from '@/lib/customer/authorise'
import { missingSessionReason } from '@/lib/customer/customer-services-state'
import { getMoneyOutSituation } from '@/lib/money-out/money-out-situation'
import type { WithdrawalState } from '@/lib/money-out/withdrawal-form'
import {
  MtanCode,
  maxCodeAttempts,
  readWithdrawalAmount,
  WithdrawalFormFields,
} from '@/lib/money-out/withdrawal-form'
import { withdrawalOutcomeOf } from '@/lib/money-out/withdrawal-outcome'
import { requestLocale } from '@/lib/page/request-locale'
import { getSession } from '@/lib/session/get-session'
import { challengeCheckOf, challengeRequestOf } from '@/lib/strong-authentication/challenge-outcome'

type Failure = NonNullable<Extract<WithdrawalState, { step: 'details' }>['error']>

/**
 * The payout form's two steps. `requestCode`: the amount fits the source, the payee is the
 * reference account → an mTAN challenge for exactly that amount and payee. `confirm`: the code is
 * verified for that same payment, then the money moves under the form's idempotency key.
 * Session, the role's right to withdraw, ownership (the sandbox answers only the token's
 * customer), source, amount and payee
 * are checked again at every step; a refusal moves nothing. Every answer carries what was typed
 * back (source, amount, and the code unless it was wrong): React resets the form after an action.
 */
export async function submitWithdrawal(
  previous: WithdrawalState,
  form: FormData,
): Promise<WithdrawalState> {
  const typed = String(form.get('amount') ?? '').slice(0, 40)
  const source = String(form.get('source') ?? '').slice(0, 120)
  const typedCode = String(form.get('code') ?? '').slice(0, 20)
  const details = (error: Failure): WithdrawalState => ({
    step: 'details',
    amount: typed,
    source,
    error,
  })
  const fields = WithdrawalFormFields.safeParse(Object.fromEntries(form))
  if (!fields.success) return details('invalid')
  const session = await getSession()
  if (!session) return details(await missingSessionReason())
  // the role's right to move money out (README roles table), before anything reaches the backend
  const role = await checkRole(session, 'withdraw')
  if (!role.ok)
    return role.reason === 'forbidden'
      ? details('forbidden')
      : stay(previous, details, 'unavailable', typedCode)
  const read = await getMoneyOutSituation(session)
  if (!read.ok) return stay(previous, details, 'unavailable', typedCode)
  const situation = read.data
  const from = situation.sources.find((candidate) => candidate.id === fields.data.source)
  if (!from) return details('unknownSource')
  if (!situation.reference) return details('noReferenceAccount')
  const payee = fields.data.payeeIban.replace(/\s+/g, '').toUpperCase()
  if (payee !== situation.reference.key) return details('payeeNotReference')
  const amount = readWithdrawalAmount(fields.data.amount, {
    locale: await requestLocale(),
    currency: from.currency,
    available: from.available,
  })
  if (!amount.ok) return details(amount.error)
  const payment = { amount: amount.minor, currency: from.currency, payeeIban: payee }

  if (fields.data.intent === 'requestCode') {
    const challenge = challengeRequestOf(await requestChallenge(session, payment))
    if (challenge.status === 'tooManyChallenges') {
      return {
        step: 'details',
        amount: typed,
        source,
        error: 'tooManyChallenges',
        retryAfterMinutes: challenge.retryAfterMinutes,
      }
    }
    if (challenge.status !== 'created') {
      return details(challenge.status === 'refused' ? 'invalid' : challenge.status)
    }
    const { challengeId } = challenge.challenge
    return {
      step: 'code',
      amount: typed,
      amountMinor: amount.minor,
      source,
      challengeId,
      failures: 0,
    }
  }

  // The code step's own fields (not only the previous state): the step also works without JS.
  const challengeId = fields.data.challengeId
  if (!challengeId) return details('invalid')
  const codeStep = {
    step: 'code' as const,
    amount: typed,
    amountMinor: amount.minor,
    source,
    challengeId,
    failures: previous.step === 'code' ? previous.failures : fields.data.failures,
  }
  const code = MtanCode.safeParse(fields.data.code ?? '')
  if (!code.success) return { ...codeStep, code: typedCode, error: 'codeFormat' }
  const check = challengeCheckOf(
    await verifyChallenge(session, challengeId, { ...payment, code: code.data }),
  )
  if (check.status === 'wrongCode') {
    const failures = codeStep.failures + 1
    return failures >= maxCodeAttempts
      ? details('locked')
      : { ...codeStep, failures, error: 'wrongCode' }
  }
  if (check.status === 'locked' || check.status === 'expired') return details(check.status)
  if (check.status === 'unavailable') return { ...codeStep, code: typedCode, error: 'unavailable' }
  // `refused` is a challenge verified before (a resubmission after a failure): the payout below
  // repeats under the same idempotency key, and the sandbox only accepts a verified challenge.
  const outcome = withdrawalOutcomeOf(
    await withdraw(
      session,
      {
        ...payment,
        scaChallengeId: challengeId,
        ...(from.depositId ? { depositId: from.depositId } : {}),
      },
      fields.data.idempotencyKey,
    ),
  )
  if (outcome.status === 'executed') {
    refresh()
    return { step: 'done', amountMinor: amount.minor, currency: from.currency, source }
  }
  const errors = {
    insufficientFunds: 'aboveAvailable',
    payeeNotReference: 'payeeNotReference',
    authenticationRequired: 'expired',
    unavailable: 'unavailable',
    refused: 'invalid',
  } as const
  return details(errors[outcome.status])
}

/** With the services down, stay on the step the customer was on (what they typed is kept). */
function stay(
  previous: WithdrawalState,
  details: (error: Failure) => WithdrawalState,
  error: Failure,
  code: string,
): WithdrawalState {
  return previous.step === 'code' ? { ...previous, code, error } : details(error)
}
