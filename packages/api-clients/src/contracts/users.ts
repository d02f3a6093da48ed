import { AccountType, BacNumber, ConsentState } from '@portal/domain'
import { ReferralCode } from '@portal/domain/customer-data/referral-code'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import { NewPassword } from './identity'

export { usersServicePrefix } from '../service-prefixes'

export const MailConsents = z.object({ consents: z.array(ConsentState) })
export type MailConsents = z.infer<typeof MailConsents>

/** The logged-in user; `bacNumbers` as in the token, the first is the default account. */
export const CurrentUser = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  bacNumbers: z.array(BacNumber),
})
export type CurrentUser = z.infer<typeof CurrentUser>

export const RegistrationRequest = z.object({
  email: z.email().max(254),
  password: NewPassword,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  accountType: AccountType.exclude(['JOINT']),
  /** From the friend's link (`register?ref=`); an unknown or own code registers without a referral. */
  referralCode: ReferralCode.optional(),
})
export type RegistrationRequest = z.input<typeof RegistrationRequest>

/** A new user with one customer account in status REGISTERED. */
export const Registration = z.object({
  userId: z.string().min(1),
  customerId: BacNumber,
  status: z.literal('REGISTERED'),
  /** Only when a referral code came with the request: whether its customer was credited. */
  referral: z.enum(['recorded', 'notApplied']).optional(),
})
export type Registration = z.infer<typeof Registration>

/** The password change's fields; `userAccountContract.changePassword` adds its SCA to them. */
export const ChangePasswordRequest = z.object({
  currentPassword: z.string().min(1),
  newPassword: NewPassword,
})
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>

/**
 * User management (`/ums/v1`). The spec names a mail/consent service without a prefix; the
 * mail consents live here because they belong to the user, not the account.
 */
export const usersContract = {
  getMailConsents: defineEndpoint({
    method: 'GET',
    path: '/mail/consents',
    auth: 'bearer',
    credentials: 'include',
    response: MailConsents,
  }),
  getCurrentUser: defineEndpoint({
    method: 'GET',
    path: '/users/me',
    auth: 'bearer',
    response: CurrentUser,
  }),
  /** 201; a taken email answers 409 `registrationNotPossible`. */
  register: defineEndpoint({
    method: 'POST',
    path: '/registrations',
    auth: 'none',
    body: RegistrationRequest,
    response: Registration,
  }),
  // No password change here: `userAccountContract.changePassword` (same path) is the only one,
  // and it needs SCA. A second, SCA-free definition was a way around it.
}
