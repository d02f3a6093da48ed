import 'server-only'
import type { PortalLocale } from '@portal/domain/locales'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import type { RouteId } from '@/lib/routes'
import { requireSession, type Session } from '@/lib/session/get-session'
import { areCustomerServicesUnavailable } from './customer-services-state'

export interface CustomerPageContext {
  locale: PortalLocale
  session: Session
}

/**
 * What every customer page starts with: its locale and the verified session (or the login,
 * coming back to `route`). Null while the customer services are unavailable: the customer
 * layout then shows that state, and asking the backend would only wait for it (with the identity
 * provider down there may be no verified session to require).
 */
export async function customerPage(
  params: LocaleParams,
  route: RouteId,
): Promise<CustomerPageContext | null> {
  const locale = await pageLocale(params)
  if (await areCustomerServicesUnavailable()) return null
  return { locale, session: await requireSession(route) }
}
