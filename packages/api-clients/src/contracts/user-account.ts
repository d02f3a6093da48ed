import { BacNumber, ConsentId } from '@portal/domain'
import { EmailAddress } from '@portal/domain/customer-data/email-address'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import { ChangePasswordRequest, MailConsents } from './users'

/**
 * Proof that the customer has just passed strong customer authentication for this change: the id
 * of a verified challenge of the SCA service (`strongAuthenticationContract`, `/scas/api/v2`),
 * used once. A change without one answers 403 `scaRequired`.
 */
export const ScaConfirmation = z.object({ scaChallengeId: z.string().min(1) })
export type ScaConfirmation = z.infer<typeof ScaConfirmation>

/** Error codes of the user-account changes (the normalised `code`). */
export const userAccountErrorCodes = {
  scaRequired: 'scaRequired',
  emailTaken: 'emailTaken',
  invalidVerificationToken: 'invalidVerificationToken',
  wrongMtan: 'wrongMtan',
  /** Login and every call are refused while the account is blocked; the body names support. */
  accountBlocked: 'accountBlocked',
  /** Transactions are refused while the mTAN is locked. */
  mtanLocked: 'mtanLocked',
  /** cs and legal cannot be switched off (422). */
  mandatoryConsent: 'mandatoryConsent',
} as const

/** A mobile number in E.164, as `checkMobileNumber` of the domain returns it. */
export const E164Number = z.string().regex(/^\+[1-9]\d{6,14}$/)

export const PendingChange = z.object({
  changeId: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
})
export type PendingChange = z.infer<typeof PendingChange>

export const MtanLock = z.object({
  locked: z.boolean(),
  lockedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type MtanLock = z.infer<typeof MtanLock>

export const EmailChangeRequest = ScaConfirmation.extend({ newEmail: EmailAddress })
export type EmailChangeRequest = z.input<typeof EmailChangeRequest>

export const MobileNumberChangeRequest = ScaConfirmation.extend({ newMobileNumber: E164Number })
export type MobileNumberChangeRequest = z.input<typeof MobileNumberChangeRequest>

export const ScaPasswordChangeRequest = ChangePasswordRequest.extend(ScaConfirmation.shape)
export type ScaPasswordChangeRequest = z.input<typeof ScaPasswordChangeRequest>

export const BlockAccountRequest = z.object({
  /** The customer ticked "I understand I can no longer log in". */
  confirmed: z.literal(true),
  reason: z.enum(['lost_device', 'suspected_fraud', 'other']),
})
export type BlockAccountRequest = z.input<typeof BlockAccountRequest>

/**
 * User-account changes on user management (`/ums/v1`). E-mail and mobile number change in two
 * steps: the request (with SCA) sends a link to the new address or an mTAN to the new number, the
 * confirmation completes it. Locking the mTAN and blocking the account need no SCA: they are
 * emergency brakes for a customer whose phone or password is gone; undoing them goes by support.
 * `changePassword` replaces `usersContract.changePassword` (same path, now with SCA); the service
 * ends every other session of the user.
 */
export const userAccountContract = {
  requestEmailChange: defineEndpoint({
    method: 'POST',
    path: '/users/me/email-change',
    auth: 'bearer',
    body: EmailChangeRequest,
    response: PendingChange,
  }),
  /** Opened from the link in the mail, possibly logged out: the single-use token is the proof. */
  confirmEmailChange: defineEndpoint({
    method: 'POST',
    path: '/users/email-change/confirm',
    auth: 'none',
    body: z.object({ token: z.string().min(32).max(256) }),
    response: z.object({ email: z.email() }),
  }),
  requestMobileNumberChange: defineEndpoint({
    method: 'POST',
    path: '/users/me/mobile-number-change',
    auth: 'bearer',
    body: MobileNumberChangeRequest,
    response: PendingChange.extend({ maskedNumber: z.string() }),
  }),
  confirmMobileNumberChange: defineEndpoint({
    method: 'POST',
    path: '/users/me/mobile-number-change/:changeId/confirm',
    auth: 'bearer',
    params: z.object({ changeId: z.string().min(1) }),
    body: z.object({ mtan: z.string().regex(/^\d{6}$/) }),
    response: z.object({ mobileNumber: E164Number }),
  }),
  /** 204; a wrong current password answers 400 `wrongPassword`. */
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/users/me/password',
    auth: 'bearer',
    body: ScaPasswordChangeRequest,
    response: z.unknown(),
  }),
  getMtanLock: defineEndpoint({
    method: 'GET',
    path: '/users/me/mtan-lock',
    auth: 'bearer',
    response: MtanLock,
  }),
  lockMtan: defineEndpoint({
    method: 'PUT',
    path: '/users/me/mtan-lock',
    auth: 'bearer',
    body: z.object({ locked: z.literal(true) }),
    response: MtanLock,
  }),
  /** After this the session is ended; login answers 403 `accountBlocked` with the support contact. */
  blockAccount: defineEndpoint({
    method: 'POST',
    path: '/users/me/block',
    auth: 'bearer',
    body: BlockAccountRequest,
    response: z.object({
      blockedAt: z.iso.datetime({ offset: true }),
      supportContact: z.object({ phone: z.string(), email: z.email() }),
    }),
  }),
}

/** What a data-change challenge confirms; each change endpoint accepts only its own purpose. */
export const dataChangePurposes = [
  'email_change',
  'mobile_number_change',
  'password_change',
  'address_change',
  'financial_information_change',
  'reference_account_change',
  'exemption_order_change',
] as const
export const DataChangePurpose = z.enum(dataChangePurposes)
export type DataChangePurpose = z.infer<typeof DataChangePurpose>

/**
 * A challenge bound to one change (dynamic linking as for payments): `change` is the change
 * request's body without `scaChallengeId` (for a password change `{}`: passwords never go to the
 * SCA service), plus the path's `personId`, `taxYear` and `bankId` where the endpoint has them.
 * The change endpoint compares a digest of its own body with the one bound here; a challenge for
 * another purpose or another value answers 403 `scaRequired`.
 */
export const DataChangeChallengeRequest = z.object({
  purpose: DataChangePurpose,
  change: z.record(z.string(), z.unknown()),
})
export type DataChangeChallengeRequest = z.input<typeof DataChangeChallengeRequest>

export const DataChangeChallenge = z.object({
  challengeId: z.string().min(1),
  purpose: DataChangePurpose,
  status: z.enum(['pending', 'verified']),
  expiresAt: z.iso.datetime({ offset: true }),
  /** The number the mTAN went to, e.g. `+49 ••• ••••67`. */
  maskedNumber: z.string(),
})
export type DataChangeChallenge = z.infer<typeof DataChangeChallenge>

const scaCustomer = z.object({ customerId: BacNumber })

/**
 * Data-change SCA on the strong customer authentication service (`/scas/api/v2`, beside the
 * payment challenges): a 6-digit mTAN to the customer's current mobile number, 5 minutes, 5
 * attempts; wrong code 422 `wrongCode`, the fifth 423 `challengeLocked`, expired 410.
 */
export const dataChangeScaContract = {
  createChallenge: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/data-change-challenges',
    auth: 'bearer',
    params: scaCustomer,
    body: DataChangeChallengeRequest,
    response: DataChangeChallenge,
  }),
  verifyChallenge: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/data-change-challenges/:challengeId/verification',
    auth: 'bearer',
    params: scaCustomer.extend({ challengeId: z.string().min(1) }),
    body: z.object({ code: z.string().regex(/^\d{6}$/) }),
    response: z.object({
      challengeId: z.string().min(1),
      status: z.literal('verified'),
      attemptsLeft: z.number().int().nonnegative(),
    }),
  }),
}

/** Mail consents the customer switches (`/ums/v1`); cs and legal answer 422 `mandatoryConsent`. */
export const mailConsentsContract = {
  updateMailConsent: defineEndpoint({
    method: 'PUT',
    path: '/mail/consents/:consentId',
    auth: 'bearer',
    params: z.object({ consentId: ConsentId }),
    body: z.object({ valid: z.boolean() }),
    response: MailConsents,
  }),
}

export const MailMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The verification link of an e-mail change, when the mail carries one. */
  link: z.string().nullable(),
  sentAt: z.iso.datetime({ offset: true }),
})
export type MailMessage = z.infer<typeof MailMessage>

/** Demo control of a local sandbox (`/ums/v1`): the mails it "sent", newest first. */
export const userAccountSandboxContract = {
  listMail: defineEndpoint({
    method: 'GET',
    path: '/sandbox/mail-outbox',
    auth: 'none',
    query: z.object({ to: z.string().optional() }),
    response: z.object({ messages: z.array(MailMessage) }),
  }),
}
