'use server'

import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { emptyFormState, type FormState, field } from '@/app/[locale]/[variant]/(auth)/form-state'
import { emailProblem, newPasswordProblem } from '@/app/[locale]/[variant]/(auth)/validation'
import { registerUser } from '@/lib/backend/users'
import { registeredReason, registrationReferral } from '@/lib/referral/registration-referral'
import { requestHref } from '@/lib/routing/request-href'
import { isDeployed } from '@/lib/security/deployment'
import { cookieOptions, regflowCookie } from '@/lib/session/cookies'

/**
 * Registration through user management; a taken email gives the same message as any refusal.
 * A referral code from the link goes along; an unusable one registers without a referral.
 */
export async function register(_previous: FormState, data: FormData): Promise<FormState> {
  const values = {
    firstName: field(data, 'firstName').trim(),
    lastName: field(data, 'lastName').trim(),
    email: field(data, 'email').trim(),
    accountType: field(data, 'accountType') === 'BUSINESS' ? 'BUSINESS' : 'PERSONAL',
  } as const
  const password = field(data, 'password')
  const fieldErrors: FormState['fieldErrors'] = {
    firstName: values.firstName ? undefined : 'required',
    lastName: values.lastName ? undefined : 'required',
    email: emailProblem(values.email),
    password: newPasswordProblem(password),
  }
  if (Object.values(fieldErrors).some(Boolean)) return { ...emptyFormState, fieldErrors, values }

  const referral = registrationReferral(field(data, 'referralCode'))
  const result = await registerUser({
    ...values,
    password,
    ...(referral.referralCode ? { referralCode: referral.referralCode } : {}),
  })
  if (!result.ok) {
    const formError =
      result.failure.status >= 500 || result.failure.status === 0
        ? 'unavailable'
        : 'registrationNotPossible'
    return { ...emptyFormState, formError, values }
  }
  const deployed = isDeployed()
  ;(await cookies()).set(
    regflowCookie.name,
    result.data.customerId,
    cookieOptions(deployed, regflowCookie.maxAgeSeconds),
  )
  const reason = registeredReason(referral, result.data.referral)
  redirect((await requestHref())('login', { query: { reason } }))
}
