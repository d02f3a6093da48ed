'use server'

import { updatePersonAddress } from '@/lib/backend/customers'
import { authorise } from '@/lib/customer/authorise'
import {
  type DataFormState,
  emptyDataFormState,
  fieldErrorsOf,
  formText,
} from '@/lib/customer/form-state'
import { changeWithSca } from '@/lib/customer/sca-change'
import { AddressChange, addressFields } from '@/lib/personal-data/address-change'

/** Corrects the logged-in person's address (role checked here), confirmed by an mTAN. */
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
  const address = parsed.data
  return changeWithSca({
    session: access.session,
    bacNumber: access.bacNumber,
    purpose: 'address_change',
    change: { personId: own.id, address },
    data,
    values,
    apply: (scaChallengeId) =>
      updatePersonAddress(access.session, access.bacNumber, own.id, { address, scaChallengeId }),
  })
}
