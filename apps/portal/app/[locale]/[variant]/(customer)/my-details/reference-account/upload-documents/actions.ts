'use server'

import { openReferenceAccountChange } from '@/lib/backend/kyc'
import { authorise } from '@/lib/customer/authorise'
import { type DataFormState, emptyDataFormState, formText } from '@/lib/customer/form-state'
import { changeWithSca } from '@/lib/customer/sca-change'
import {
  readReferenceAccountForm,
  referenceAccountFields,
} from '@/lib/personal-data/reference-account-form'

/** Opens the KYC case of a reference-account change: new account, evidence, mTAN. */
export async function requestReferenceAccountChange(
  _previous: DataFormState,
  data: FormData,
): Promise<DataFormState> {
  const values = Object.fromEntries(
    referenceAccountFields.map((name) => [name, formText(data, name).slice(0, 200)]),
  )
  const access = await authorise('change_reference_account', 'uploadDocuments')
  if (!access.ok) return { ...emptyDataFormState, values, formError: access.reason }
  const form = readReferenceAccountForm(data)
  const documentIds = data
    .getAll('documentIds')
    .filter((id): id is string => typeof id === 'string')
    .slice(0, 5)
  if (!form.ok || documentIds.length === 0) {
    const fieldErrors = form.ok ? {} : form.fieldErrors
    if (documentIds.length === 0) fieldErrors.documentIds = 'evidenceRequired'
    return { ...emptyDataFormState, values, fieldErrors }
  }
  const change = { accountHolder: form.accountHolder, iban: form.iban, bic: form.bic, documentIds }
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
