'use server'

import { ClickIdBody } from '@portal/api-clients/contracts/investor-integration'
import { readClickId } from '@portal/tracking'
import { storeClickIdAtIntegration } from '@/lib/backend/investor-integration'

/**
 * POST /store of the integration service for a click id the visitor gave no cookie consent for.
 * Done on the server (decision): the browser only talks to the portal, so the CSP keeps
 * `connect-src 'self'` and the integration service needs no CORS for the portal's origins. The
 * typed client still asks for `credentials: 'include'`; on the server there are no integration
 * cookies to send. Never throws: a failure is logged and reported as not stored.
 */
export async function storeClickId(clickId: unknown): Promise<{ stored: boolean }> {
  const irclickid =
    typeof clickId === 'string' ? readClickId(`/?irclickid=${encodeURIComponent(clickId)}`) : ''
  const body = ClickIdBody.safeParse({ irclickid })
  if (!body.success) return { stored: false }
  try {
    const result = await storeClickIdAtIntegration(body.data)
    if (!result.ok) console.warn('The click id could not be stored', result.failure.code)
    return { stored: result.ok }
  } catch (error) {
    console.warn('The click id could not be stored', error)
    return { stored: false }
  }
}
