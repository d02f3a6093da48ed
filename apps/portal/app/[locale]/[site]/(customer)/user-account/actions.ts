'use server'

import { BlockAccountRequest } from '@portal/api-clients/contracts/user-account'
import type { SecurityState } from '@/components/customer-data/account-security'
import { blockAccount, lockMtan } from '@/lib/backend/user-account'
import { formText } from '@/lib/customer-data/form-state'
import { requireSession } from '@/lib/session/get-session'
import { endSession } from '@/lib/session/session-cookie-jar'

/** Locks the mTAN: no transactions until support unlocks it. Needs no SCA (an emergency brake). */
export async function lockMtanAction(
  _state: SecurityState,
  _data: FormData,
): Promise<SecurityState> {
  const session = await requireSession('userAccount')
  const result = await lockMtan(session)
  return result.error ? { status: 'failed' } : { status: 'mtanLocked' }
}

/** Blocks the account after the customer confirmed; the session ends here and now. */
export async function blockAccountAction(
  _state: SecurityState,
  data: FormData,
): Promise<SecurityState> {
  const session = await requireSession('userAccount')
  const request = BlockAccountRequest.safeParse({
    confirmed: formText(data, 'confirmed') === 'true',
    reason: formText(data, 'reason'),
  })
  if (!request.success) return { status: 'failed' }
  const result = await blockAccount(session, request.data)
  if (result.error) return { status: 'failed' }
  await endSession()
  return {
    status: 'blocked',
    supportPhone: result.data.supportContact.phone,
    supportEmail: result.data.supportContact.email,
  }
}
