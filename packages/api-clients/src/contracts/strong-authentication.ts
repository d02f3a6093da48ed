import { BacNumber, CurrencyCode } from '@portal/domain'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import { PositiveMinorUnits } from './savings-entities'

export { strongAuthenticationServicePrefix } from '../service-prefixes'

/** What a challenge confirms: this amount to this payee (PSD2 dynamic linking). */
export const ChallengedPayment = z.object({
  amount: PositiveMinorUnits,
  currency: CurrencyCode,
  payeeIban: z.string().min(15).max(34),
})
export type ChallengedPayment = z.infer<typeof ChallengedPayment>

export const ScaChallenge = ChallengedPayment.extend({
  challengeId: z.string().min(1),
  status: z.enum(['pending', 'verified']),
  expiresAt: z.string(),
})
export type ScaChallenge = z.infer<typeof ScaChallenge>

export const ScaVerification = z.object({
  challengeId: z.string().min(1),
  status: z.literal('verified'),
  attemptsLeft: z.number().int().nonnegative(),
})

export const SmsMessage = z.object({
  id: z.number().int(),
  customerId: BacNumber,
  phoneNumber: z.string(),
  challengeId: z.string(),
  text: z.string(),
  sentAt: z.string(),
})
export type SmsMessage = z.infer<typeof SmsMessage>

const customer = z.object({ customerId: BacNumber })

/**
 * Strong customer authentication (`/scas/api/v2`): a 6-digit mTAN by SMS, valid 5 minutes of
 * the sandbox clock, 5 attempts, bound to amount and payee. Wrong code 422 `wrongCode`, the
 * fifth 423 `challengeLocked`, expired 410 `challengeExpired`.
 */
export const strongAuthenticationContract = {
  createChallenge: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/challenges',
    auth: 'bearer',
    params: customer,
    body: ChallengedPayment,
    response: ScaChallenge,
  }),
  verifyChallenge: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/challenges/:challengeId/verification',
    auth: 'bearer',
    params: customer.extend({ challengeId: z.string().min(1) }),
    body: ChallengedPayment.extend({ code: z.string().regex(/^\d{6}$/) }),
    response: ScaVerification,
  }),
}

/** Demo control of a local sandbox: the SMS outbox, newest first. */
export const strongAuthenticationSandboxContract = {
  listSms: defineEndpoint({
    method: 'GET',
    path: '/sandbox/sms-outbox',
    auth: 'none',
    query: z.object({ customerId: z.optional(BacNumber) }),
    response: z.object({ messages: z.array(SmsMessage) }),
  }),
}
