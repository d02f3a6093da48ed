'use server'

import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { field } from '@/app/[locale]/[variant]/(auth)/form-state'
import { requestHref } from '@/lib/routing/request-href'
import { isDeployed } from '@/lib/security/deployment'
import { cookieOptions, sessionCookieNames } from '@/lib/session/cookies'
import { requireSession } from '@/lib/session/get-session'
import { sessionPolicy } from '@/lib/session/session-policy'

/** Stores the chosen customer account; only BAC numbers of the session's token are accepted. */
export async function switchAccount(data: FormData): Promise<void> {
  const session = await requireSession('switchAccount')
  const chosen = field(data, 'bacNumber')
  if (session.identity.bacNumbers.includes(chosen)) {
    const deployed = isDeployed()
    const maxAge = Math.ceil(sessionPolicy().absoluteMs / 1000)
    ;(await cookies()).set(
      sessionCookieNames(deployed).account,
      chosen,
      cookieOptions(deployed, maxAge),
    )
  }
  redirect((await requestHref())('dashboard'))
}
