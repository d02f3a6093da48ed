'use server'

import { accountSchemeOfResidence } from '@portal/domain/markets'
import { openReferenceAccountChange } from '@/lib/backend/kyc'
import { authorise } from '@/lib/customer/authorise'
import { type DataFormState, emptyDataFormState } from '@/lib/customer/form-state'
import { changeWithSca } from '@/lib/customer/sca-change'
import {
  enteredReferenceAccount,
  readReferenceAccountForm,
} from '@/lib/personal-data/reference-account-form'

/** Opens the KYC case of a reference-account change: new account, evidence, mTAN. */
export async function requestReferenceAccountChange(
  _previous: DataFormState,
  data: FormData,
): Promise<DataFormState> {
  const values = enteredReferenceAccount(data)
  const access = await authorise('change_reference_account', 'uploadDocuments')
  if (!access.ok) return { ...emptyDataFormState, values, formError: access.reason }
  const form = readReferenceAccountForm(
    data,
    accountSchemeOfResidence(access.context.customer.address.countryCode),
  )
  const documentIds = data
    .getAll('documentIds')
    .filter((id): id is string => typeof id === 'string')
    .slice(0, 5)
  if (!form.ok || documentIds.length === 0) {
    const fieldErrors = form.ok ? {} : form.fieldErrors
    if (documentIds.length === 0) fieldErrors.documentIds = 'evidenceRequired'
    return { ...emptyDataFormState, values, fieldErrors }
  }
  const { ok: _ok, ...account } = form
  const change = { ...account, documentIds }
  return changeWithSca({
    session: access.session,
    bacNumber: access.bacNumber,
    purpose: 'reference_account_change',
    change,
    data,
    values,
    apply: (scaChallengeId) =>
      openReferenceAccountChange(access.session, access.bacNumber, { ...change, scaChallengeId }),
    refused: (code) =>
      code === 'identificationRequired'
        ? { ...emptyDataFormState, values, formError: 'identityRequired' }
        : code === 'caseOpen' || code === 'conflict'
          ? { ...emptyDataFormState, values, formError: 'alreadyPending' }
          : undefined,
  })
}
