'use server'

import { accountSchemeOfResidence } from '@portal/domain/markets'
import { refresh } from 'next/cache'
import { setInitialReferenceAccount } from '@/lib/backend/customers'
import { authorise } from '@/lib/customer/authorise'
import { type DataFormState, emptyDataFormState } from '@/lib/customer/form-state'
import {
  enteredReferenceAccount,
  readReferenceAccountForm,
} from '@/lib/personal-data/reference-account-form'

/** Records the first reference account (no account yet), if the roles allow it. */
export async function saveInitialReferenceAccount(
  _previous: DataFormState,
  data: FormData,
): Promise<DataFormState> {
  const values = enteredReferenceAccount(data)
  // the first reference account is one of the steps that open the account
  const access = await authorise(
    'change_reference_account',
    'initialReferenceAccount',
    'onboarding',
  )
  if (!access.ok) return { ...emptyDataFormState, values, formError: access.reason }
  const scheme = accountSchemeOfResidence(access.context.customer.address.countryCode)
  const form = readReferenceAccountForm(data, scheme)
  if (!form.ok) return { ...emptyDataFormState, values, fieldErrors: form.fieldErrors }
  const { ok: _ok, ...account } = form
  const result = await setInitialReferenceAccount(access.session, access.bacNumber, account)
  if (!result.ok && result.failure.code === 'referenceAccountExists') {
    return { ...emptyDataFormState, values, formError: 'alreadyPending' }
  }
  if (!result.ok) return { ...emptyDataFormState, values, formError: 'notSaved' }
  refresh()
  return { ...emptyDataFormState, values, done: true }
}
