import 'server-only'
import type { DataChangePurpose } from '@portal/api-clients/contracts/user-account'
import { refresh } from 'next/cache'
import type { ServiceResult } from '@/lib/backend/service-result'
import { createDataChangeChallenge, verifyDataChangeChallenge } from '@/lib/backend/user-account'
import type { Session } from '@/lib/session/get-session'
import { type DataFormState, emptyDataFormState, type FormErrorKey, formText } from './form-state'

interface ScaChange<R> {
  session: Session
  bacNumber: string
  purpose: DataChangePurpose
  /** The change as the endpoint receives it, without `scaChallengeId` (bound by digest). */
  change: Record<string, unknown>
  /** The form as posted: `scaChallengeId` and `mtan` once a challenge was sent. */
  data: FormData
  /** What the form shows again. */
  values: Record<string, string>
  /** Makes the change with the verified challenge. */
  apply: (scaChallengeId: string) => Promise<ServiceResult<R>>
  /** The state after the change was made; the default says it is done. */
  applied?: (data: R) => DataFormState
  /** Maps a refusal of `apply` to a state; the default says it was not saved. */
  refused?: (code: string) => DataFormState | undefined
}

/**
 * Every change goes in two posts of the same form. The first sends an mTAN bound to the change
 * and returns it as pending; the second carries the mTAN, verifies it and makes the change with
 * the verified challenge. Changing a value between the two makes the service refuse (digest).
 */
export async function changeWithSca<R>(change: ScaChange<R>): Promise<DataFormState> {
  const { session, bacNumber, data, values } = change
  const challengeId = formText(data, 'scaChallengeId')
  const hint = formText(data, 'scaHint')
  if (!challengeId) {
    const created = await createDataChangeChallenge(
      session,
      bacNumber,
      change.purpose,
      change.change,
    )
    if (!created.ok)
      return { ...emptyDataFormState, values, formError: scaError(created.failure.code) }
    return {
      ...emptyDataFormState,
      values,
      pending: { kind: 'sca', changeId: created.data.challengeId, hint: created.data.maskedNumber },
    }
  }
  const pending = { kind: 'sca' as const, changeId: challengeId, hint }
  const mtan = formText(data, 'mtan').trim()
  // A code that is no code stays in the field to be corrected; a wrong code is cleared.
  if (!/^\d{6}$/.test(mtan))
    return {
      ...emptyDataFormState,
      values: { ...values, mtan },
      pending,
      fieldErrors: { mtan: 'mtanFormat' },
    }
  const verified = await verifyDataChangeChallenge(session, bacNumber, challengeId, mtan)
  if (!verified.ok && verified.failure.code === 'wrongCode') {
    return { ...emptyDataFormState, values, pending, fieldErrors: { mtan: 'wrongMtan' } }
  }
  if (!verified.ok)
    return { ...emptyDataFormState, values, formError: scaError(verified.failure.code) }
  const result = await change.apply(challengeId)
  if (result.ok) {
    refresh()
    return change.applied?.(result.data) ?? { ...emptyDataFormState, values, done: true }
  }
  return (
    change.refused?.(result.failure.code) ?? {
      ...emptyDataFormState,
      values,
      formError: changeError(result.failure.code),
    }
  )
}

function scaError(code: string): FormErrorKey {
  if (code === 'mtanLocked') return 'mtanLocked'
  if (code === 'challengeLocked' || code === 'challengeExpired') return 'scaFailed'
  return 'unavailable'
}

function changeError(code: string): FormErrorKey {
  if (code === 'actionNotPermitted' || code === 'unauthorized') return 'forbidden'
  if (code === 'scaRequired') return 'scaFailed'
  return 'notSaved'
}
