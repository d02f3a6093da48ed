import 'server-only'
import type { AgreementKind } from '@portal/api-clients/contracts/customers'
import { refresh } from 'next/cache'
import type { AgreementState } from '@/components/agreements/agreement-view'
import { giveAgreement } from '@/lib/backend/customers'
import { authorise } from '@/lib/customer/authorise'
import { requestLocale } from '@/lib/page/request-locale'
import { type RouteId, routeServes } from '@/lib/routes'

/**
 * Records a consent the customer ticked: the version and language of the bank's text the page
 * showed go with it, so the bank stores (and prints) exactly that text. Reworded meanwhile: the
 * page shows the new text to agree to. Only an account holder's roles may agree, and only in a
 * market whose products the consent belongs to (the route's `locales`).
 */
export async function agree(
  kind: AgreementKind,
  route: RouteId,
  data: FormData,
): Promise<AgreementState> {
  const version = data.get('version')
  const language = data.get('language')
  if (
    data.get('agreed') !== 'true' ||
    typeof version !== 'string' ||
    typeof language !== 'string'
  ) {
    return { status: 'failed' }
  }
  if (!routeServes(route, await requestLocale())) return { status: 'failed' }
  const access = await authorise('order_deposit', route)
  if (!access.ok) return { status: 'failed' }
  const result = await giveAgreement(access.session, access.bacNumber, kind, { version, language })
  if (!result.ok) {
    if (result.failure.code !== 'agreementTextChanged') return { status: 'failed' }
    refresh()
    return { status: 'reworded' }
  }
  refresh()
  return { status: 'agreed', agreement: result.data }
}
