'use server'

import { EmailAddress } from '@portal/domain/customer-data/email-address'
import { refresh } from 'next/cache'
import { confirmEmailChange, requestEmailChange } from '@/lib/backend/user-account'
import { authorise } from '@/lib/customer/authorise'
import {
  type DataFormState,
  emptyDataFormState,
  fieldErrorsOf,
  formText,
} from '@/lib/customer/form-state'
import { changeWithSca } from '@/lib/customer/sca-change'

/** Asks for a new e-mail address: mTAN first, then a link goes to the new address. */
export async function changeEmail(
  _previous: DataFormState,
  data: FormData,
): Promise<DataFormState> {
  const values = { newEmail: formText(data, 'newEmail').slice(0, 300) }
  const access = await authorise('change_own_contact_data', 'editEmailAddress')
  if (!access.ok) return { ...emptyDataFormState, values, formError: access.reason }
  const parsed = EmailAddress.safeParse(values.newEmail)
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    return {
      ...emptyDataFormState,
      values,
      fieldErrors: fieldErrorsOf(issue ? [{ ...issue, path: ['newEmail'] }] : []),
    }
  }
  const newEmail = parsed.data
  return changeWithSca({
    session: access.session,
    bacNumber: access.bacNumber,
    purpose: 'email_change',
    change: { newEmail },
    data,
    values: { newEmail },
    apply: (scaChallengeId) => requestEmailChange(access.session, { newEmail, scaChallengeId }),
    refused: (code) =>
      code === 'emailTaken'
        ? { ...emptyDataFormState, values, fieldErrors: { newEmail: 'emailTaken' } }
        : undefined,
  })
}

/** Completes the change with the mail's single-use token. */
export async function confirmEmail(
  _previous: DataFormState,
  data: FormData,
): Promise<DataFormState> {
  const access = await authorise('change_own_contact_data', 'editEmailAddress')
  if (!access.ok) return { ...emptyDataFormState, formError: access.reason }
  const result = await confirmEmailChange(access.session, formText(data, 'token').slice(0, 256))
  if (!result.ok) {
    // No answer at all (or a 5xx) is an outage, not a bad link: the link is still unused.
    const { code, status } = result.failure
    const formError =
      code === 'foreignLink'
        ? 'linkForeign'
        : status >= 500 || code === 'technicalError'
          ? 'unavailable'
          : 'linkInvalid'
    return { ...emptyDataFormState, formError }
  }
  refresh()
  return { ...emptyDataFormState, values: { email: result.data.email }, done: true }
}
