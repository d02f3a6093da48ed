'use server'

import { newPasswordProblem } from '@/app/[locale]/[variant]/(auth)/validation'
import { changePasswordWithSca } from '@/lib/backend/user-account'
import { authorise } from '@/lib/customer/authorise'
import { type DataFormState, emptyDataFormState, formText } from '@/lib/customer/form-state'
import { changeWithSca } from '@/lib/customer/sca-change'

/** Password change with SCA; the service ends every other session of the user. */
export async function changePassword(
  _previous: DataFormState,
  data: FormData,
): Promise<DataFormState> {
  const access = await authorise('change_own_contact_data', 'editPassword')
  if (!access.ok) return { ...emptyDataFormState, formError: access.reason }
  const challengeId = formText(data, 'scaChallengeId')
  const currentPassword = formText(data, 'currentPassword').slice(0, 200)
  const newPassword = formText(data, 'newPassword').slice(0, 200)
  if (challengeId) {
    const fieldErrors = {
      currentPassword: currentPassword ? undefined : 'required',
      newPassword:
        newPasswordProblem(newPassword) ??
        (newPassword === currentPassword ? 'samePassword' : undefined),
      confirmPassword:
        formText(data, 'confirmPassword') === newPassword ? undefined : 'passwordsDiffer',
    }
    if (Object.values(fieldErrors).some(Boolean)) {
      const pending = {
        kind: 'sca' as const,
        changeId: challengeId,
        hint: formText(data, 'scaHint'),
      }
      return { ...emptyDataFormState, pending, fieldErrors }
    }
  }
  return changeWithSca({
    session: access.session,
    bacNumber: access.bacNumber,
    purpose: 'password_change',
    change: {},
    data,
    values: {},
    apply: (scaChallengeId) =>
      changePasswordWithSca(access.session, { currentPassword, newPassword, scaChallengeId }),
    refused: (code) =>
      code === 'wrongPassword'
        ? { ...emptyDataFormState, formError: 'wrongPasswordRestart' }
        : undefined,
  })
}
