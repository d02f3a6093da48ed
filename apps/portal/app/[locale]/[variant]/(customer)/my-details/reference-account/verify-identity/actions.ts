'use server'

import { redirect } from 'next/navigation'
import { startIdentification } from '@/lib/backend/kyc'
import { authorise } from '@/lib/customer/authorise'
import { type DataFormState, emptyDataFormState } from '@/lib/customer/form-state'
import { requestHref } from '@/lib/routing/request-href'

/** Starts the identity check a reference-account change needs; verified → the documents step. */
export async function verifyIdentity(
  _previous: DataFormState,
  _data: FormData,
): Promise<DataFormState> {
  const access = await authorise('change_reference_account', 'verifyIdentity')
  if (!access.ok) return { ...emptyDataFormState, formError: access.reason }
  const result = await startIdentification(
    access.session,
    access.bacNumber,
    'reference_account_change',
  )
  if (!result.ok) return { ...emptyDataFormState, formError: 'unavailable' }
  if (result.data.status === 'VERIFIED') {
    redirect((await requestHref())('uploadDocuments'))
  }
  return {
    ...emptyDataFormState,
    formError: result.data.status === 'REJECTED' ? 'identityRejected' : 'identityPending',
  }
}
