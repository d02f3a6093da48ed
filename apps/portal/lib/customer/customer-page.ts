import 'server-only'
import type { PortalLocale } from '@portal/domain/locales'
import { notFound } from 'next/navigation'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { type RouteId, routeServes } from '@/lib/routes'
import { requireSession, type Session } from '@/lib/session/get-session'
import { areCustomerServicesUnavailable } from './customer-services-state'

export interface CustomerPageContext {
  locale: PortalLocale
  session: Session
}

/**
 * What every customer page starts with: its locale and the verified session (or the login,
 * coming back to `route`); not found in a market the route does not serve, as the middleware
 * answers too. Null while the customer services are unavailable: the customer
 * layout then shows that state, and asking the backend would only wait for it (with the identity
 * provider down there may be no verified session to require).
 */
export async function customerPage(
  params: LocaleParams,
  route: RouteId,
): Promise<CustomerPageContext | null> {
  const locale = await pageLocale(params)
  if (!routeServes(route, locale)) notFound()
  if (await areCustomerServicesUnavailable()) return null
  return { locale, session: await requireSession(route) }
}
