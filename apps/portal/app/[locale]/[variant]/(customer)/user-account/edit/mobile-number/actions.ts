'use server'

import { checkMobileNumber } from '@portal/domain/customer-data/mobile-number-check'
import { formatPhoneNumber } from '@portal/domain/customer-data/phone-number-display'
import { refresh } from 'next/cache'
import { confirmMobileNumberChange, requestMobileNumberChange } from '@/lib/backend/user-account'
import { authorise } from '@/lib/customer/authorise'
import { type DataFormState, emptyDataFormState, formText } from '@/lib/customer/form-state'
import { changeWithSca } from '@/lib/customer/sca-change'
import { mobileCountryOf } from './mobile-country'

/** Changes the mTAN number: SCA on the current number, then a code to the new one. */
export async function changeMobileNumber(
  _previous: DataFormState,
  data: FormData,
): Promise<DataFormState> {
  const values = { newMobileNumber: formText(data, 'newMobileNumber').slice(0, 40) }
  const access = await authorise('change_own_contact_data', 'editMobileNumber')
  if (!access.ok) return { ...emptyDataFormState, values, formError: access.reason }
  const confirmationId = formText(data, 'confirmationId')
  if (confirmationId) {
    const pending = {
      kind: 'confirmation' as const,
      changeId: confirmationId,
      hint: values.newMobileNumber,
    }
    const code = formText(data, 'newNumberCode').trim()
    if (!/^\d{6}$/.test(code))
      return {
        ...emptyDataFormState,
        values,
        pending,
        fieldErrors: { newNumberCode: 'mtanFormat' },
      }
    const confirmed = await confirmMobileNumberChange(access.session, confirmationId, code)
    const refusal = confirmed.ok ? null : confirmed.failure.code
    if (refusal === 'wrongMtan' || refusal === 'wrongCode') {
      return { ...emptyDataFormState, values, pending, fieldErrors: { newNumberCode: 'wrongMtan' } }
    }
    if (!confirmed.ok) return { ...emptyDataFormState, values, formError: 'notSaved' }
    refresh()
    return {
      ...emptyDataFormState,
      values: { newMobileNumber: formatPhoneNumber(confirmed.data.mobileNumber) },
      done: true,
    }
  }
  const checked = checkMobileNumber(values.newMobileNumber, mobileCountryOf(access.context))
  if (!checked.ok) {
    return {
      ...emptyDataFormState,
      values,
      fieldErrors: { newMobileNumber: `mobile_${checked.problem}` },
    }
  }
  const newMobileNumber = checked.e164
  // the form shows the number as the pages write it; the bank is sent E.164
  const shown = { newMobileNumber: formatPhoneNumber(newMobileNumber) }
  return changeWithSca({
    session: access.session,
    bacNumber: access.bacNumber,
    purpose: 'mobile_number_change',
    change: { newMobileNumber },
    data,
    values: shown,
    apply: (scaChallengeId) =>
      requestMobileNumberChange(access.session, { newMobileNumber, scaChallengeId }),
    applied: (change) => ({
      ...emptyDataFormState,
      values: shown,
      pending: { kind: 'confirmation', changeId: change.changeId, hint: change.maskedNumber },
    }),
  })
}
