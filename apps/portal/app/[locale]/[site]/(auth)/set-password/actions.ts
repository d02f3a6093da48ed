'use server'

import { changePassword } from '@/lib/backend/users'
import { requireSession } from '@/lib/session/get-session'
import { emptyFormState, type FormState, field } from '../form-state'
import { newPasswordProblem } from '../validation'

/** Changes the password of the logged-in user (`PUT /ums/v1/users/me/password`). */
export async function setPassword(_previous: FormState, data: FormData): Promise<FormState> {
  const session = await requireSession('setPassword')
  const currentPassword = field(data, 'currentPassword')
  const newPassword = field(data, 'newPassword')
  const fieldErrors: FormState['fieldErrors'] = {
    currentPassword: currentPassword ? undefined : 'required',
    newPassword: newPasswordProblem(newPassword),
    confirmPassword: field(data, 'confirmPassword') === newPassword ? undefined : 'passwordsDiffer',
  }
  if (Object.values(fieldErrors).some(Boolean)) return { ...emptyFormState, fieldErrors }

  const result = await changePassword(session, { currentPassword, newPassword })
  if (result.error?.code === 'wrongPassword') {
    return { ...emptyFormState, fieldErrors: { currentPassword: 'wrongPassword' } }
  }
  if (result.error) return { ...emptyFormState, formError: 'unavailable' }
  return { ...emptyFormState, done: true }
}
