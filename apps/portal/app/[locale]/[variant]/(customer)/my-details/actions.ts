'use server'

import { CorrespondenceLanguageRequest } from '@portal/api-clients/contracts/customers'
import { refresh } from 'next/cache'
import { updateCorrespondenceLanguage } from '@/lib/backend/customers'
import { authorise } from '@/lib/customer/authorise'
import {
  type DataFormState,
  emptyDataFormState,
  fieldErrorsOf,
  formText,
} from '@/lib/customer/form-state'
import { ownPerson } from '@/lib/personal-data/own-person'

/** The language the bank writes the logged-in person's letters, mails, SMS and documents in. */
export async function changeCorrespondenceLanguage(
  _previous: DataFormState,
  data: FormData,
): Promise<DataFormState> {
  const values = { language: formText(data, 'language') }
  const access = await authorise('change_own_contact_data', 'myDetails')
  if (!access.ok) return { ...emptyDataFormState, values, formError: access.reason }
  const parsed = CorrespondenceLanguageRequest.safeParse(values)
  if (!parsed.success) {
    return { ...emptyDataFormState, values, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  }
  const own = ownPerson(access.context)
  if (!own) return { ...emptyDataFormState, values, formError: 'forbidden' }
  const result = await updateCorrespondenceLanguage(
    access.session,
    access.bacNumber,
    own.id,
    parsed.data,
  )
  if (!result.ok) return { ...emptyDataFormState, values, formError: 'notSaved' }
  refresh()
  return { ...emptyDataFormState, values, done: true }
}
