'use server'

import { refresh } from 'next/cache'
import { confirmCustomerData } from '@/lib/backend/customers'
import { authorise } from '@/lib/customer/authorise'
import { type DataFormState, emptyDataFormState } from '@/lib/customer/form-state'

/** The customer confirms their data is still right. */
export async function confirmData(
  _previous: DataFormState,
  _data: FormData,
): Promise<DataFormState> {
  const access = await authorise('change_own_contact_data', 'validateMyData')
  if (!access.ok) return { ...emptyDataFormState, formError: access.reason }
  const result = await confirmCustomerData(access.session, access.bacNumber)
  if (!result.ok) return { ...emptyDataFormState, formError: 'notSaved' }
  refresh()
  return { ...emptyDataFormState, done: true }
}
