'use server'

import { updatePersonAddress } from '@/lib/backend/customers'
import { AddressChange, addressFields } from '@/lib/customer-data/address-change'
import { authorise } from '@/lib/customer-data/authorise'
import {
  type DataFormState,
  emptyDataFormState,
  fieldErrorsOf,
  formText,
} from '@/lib/customer-data/form-state'

/** Corrects the logged-in person's address, if their roles allow changing personal data. */
export async function changeAddress(
  _previous: DataFormState,
  data: FormData,
): Promise<DataFormState> {
  const values = Object.fromEntries(addressFields.map((name) => [name, formText(data, name)]))
  const access = await authorise('change_personal_data', 'editAddress')
  if (!access.ok) return { ...emptyDataFormState, values, formError: access.reason }
  const parsed = AddressChange.safeParse(values)
  if (!parsed.success) {
    return { ...emptyDataFormState, values, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  }
  const own = access.context.customer._embedded?.persons?.find(
    (person) => person.username === access.context.username,
  )
  if (!own) return { ...emptyDataFormState, values, formError: 'forbidden' }
  const result = await updatePersonAddress(access.session, access.bacNumber, own.id, parsed.data)
  if (result.error) return { ...emptyDataFormState, values, formError: 'notSaved' }
  return { ...emptyDataFormState, values, done: true }
}
