'use server'

import type { TokenFailure } from '@portal/api-clients/edge'
import { redirect } from 'next/navigation'
import {
  type ErrorKey,
  emptyFormState,
  type FormState,
  field,
} from '@/app/[locale]/[variant]/(auth)/form-state'
import { emailProblem } from '@/app/[locale]/[variant]/(auth)/validation'
import { getRegion } from '@/lib/routing/get-region'
import { requestHref } from '@/lib/routing/request-href'
import { routingConfig } from '@/lib/routing/routing-hosts'
import { sanitiseNextTarget } from '@/lib/routing/sanitise-next-target'
import { startSession } from '@/lib/session/session-cookie-jar'
import { requestTokens } from '@/lib/session/token-endpoint'

const loginErrors: Record<TokenFailure, ErrorKey> = {
  invalid_grant: 'invalidCredentials',
  locked: 'locked',
  blocked: 'accountBlocked',
  unavailable: 'unavailable',
}

/**
 * Password login. Errors never say whether the user exists: a wrong password and an unknown
 * user are the same `invalidCredentials`; a lockout (429) is `locked`; an account its owner
 * blocked is `accountBlocked` (told only after the right password).
 */
export async function login(_previous: FormState, data: FormData): Promise<FormState> {
  const username = field(data, 'username').trim()
  const password = field(data, 'password')
  const values = { username, next: field(data, 'next') }
  const fieldErrors: FormState['fieldErrors'] = {
    username: emailProblem(username),
    password: password === '' ? 'required' : undefined,
  }
  if (fieldErrors.username || fieldErrors.password)
    return { ...emptyFormState, fieldErrors, values }

  const result = await requestTokens(await getRegion(), {
    grant_type: 'password',
    username,
    password,
  })
  if (!result.ok) {
    return { ...emptyFormState, formError: loginErrors[result.failure], values }
  }
  if (!(await startSession(result.tokens))) {
    return { ...emptyFormState, formError: 'unavailable', values }
  }
  const { cockpitHosts } = await routingConfig()
  redirect(sanitiseNextTarget(values.next, cockpitHosts) ?? (await requestHref())('dashboard'))
}
