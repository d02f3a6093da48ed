'use server'

import { refresh } from 'next/cache'
import { setInitialReferenceAccount } from '@/lib/backend/customers'
import { authorise } from '@/lib/customer/authorise'
import { type DataFormState, emptyDataFormState, formText } from '@/lib/customer/form-state'
import {
  readReferenceAccountForm,
  referenceAccountFields,
} from '@/lib/personal-data/reference-account-form'

/** Records the first reference account (no account yet), if the roles allow it. */
export async function saveInitialReferenceAccount(
  _previous: DataFormState,
  data: FormData,
): Promise<DataFormState> {
  const values = Object.fromEntries(
    referenceAccountFields.map((name) => [name, formText(data, name).slice(0, 200)]),
  )
  // the first reference account is one of the steps that open the account
  const access = await authorise(
    'change_reference_account',
    'initialReferenceAccount',
    'onboarding',
  )
  if (!access.ok) return { ...emptyDataFormState, values, formError: access.reason }
  const form = readReferenceAccountForm(data)
  if (!form.ok) return { ...emptyDataFormState, values, fieldErrors: form.fieldErrors }
  const result = await setInitialReferenceAccount(access.session, access.bacNumber, {
    accountHolder: form.accountHolder,
    iban: form.iban,
    bic: form.bic,
  })
  if (!result.ok && result.failure.code === 'referenceAccountExists') {
    return { ...emptyDataFormState, values, formError: 'alreadyPending' }
  }
  if (!result.ok) return { ...emptyDataFormState, values, formError: 'notSaved' }
  refresh()
  return { ...emptyDataFormState, values, done: true }
}
