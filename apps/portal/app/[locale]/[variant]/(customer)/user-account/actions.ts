'use server'

import { BlockAccountRequest } from '@portal/api-clients/contracts/user-account'
import {
  mailConsentRows,
  mailConsentSwitchProblem,
  offersMailConsent,
} from '@portal/domain/customer-data/mail-consent-switch'
import { marketOf } from '@portal/domain/markets'
import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import type { SecurityState } from '@/components/account-security/account-security'
import type { ConsentsState } from '@/components/account-security/mail-consents-form'
import { blockAccount, lockMtan, updateMailConsent } from '@/lib/backend/user-account'
import { formText } from '@/lib/customer/form-state'
import { sessionFlagContexts } from '@/lib/flags/remembered-flag-contexts'
import { requestLocale } from '@/lib/page/request-locale'
import { requestHref } from '@/lib/routing/request-href'
import { requireSession } from '@/lib/session/get-session'
import { endSession } from '@/lib/session/session-cookie-jar'

/** Locks the mTAN: no transactions until support unlocks it. Needs no SCA (an emergency brake). */
export async function lockMtanAction(
  _state: SecurityState,
  _data: FormData,
): Promise<SecurityState> {
  const session = await requireSession('userAccount')
  const result = await lockMtan(session)
  if (!result.ok) return { status: 'failed' }
  refresh()
  return { status: 'mtanLocked' }
}

/**
 * Blocks the account after the customer confirmed. The service ends the user's sessions and
 * refuses every call from now on, so the portal ends its session too and shows the login with
 * the block notice (how to reach customer service); a login attempt then says it is blocked.
 */
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
  if (!result.ok) return { status: 'failed' }
  await endSession()
  redirect((await requestHref())('login', { query: { reason: 'blocked' } }))
}

/**
 * Saves the switchable mail consents as ticked; cs and legal are never sent, nor news of a product
 * the market does not sell (the rows come back from the browser).
 */
export async function saveMailConsents(
  state: ConsentsState,
  data: FormData,
): Promise<ConsentsState> {
  const session = await requireSession('userAccount')
  const market = marketOf(await requestLocale())
  const ticked = new Set(data.getAll('consent').filter((id) => typeof id === 'string'))
  const changed = state.rows.filter(
    (row) =>
      row.switchable &&
      mailConsentSwitchProblem(row.id) === null &&
      offersMailConsent(row.id, market) &&
      row.valid !== ticked.has(row.id),
  )
  const results = await Promise.all(
    changed.map((row) => updateMailConsent(session, row.id, !row.valid)),
  )
  const last = results.findLast((result) => result.ok)
  const rows = last?.ok ? mailConsentRows(last.data.consents, market) : state.rows
  if (last) {
    // the alpha and beta groups of the feature flags follow the consents on the next dashboard
    sessionFlagContexts.forget(session)
    refresh()
  }
  return { status: results.some((result) => !result.ok) ? 'failed' : 'saved', rows }
}
