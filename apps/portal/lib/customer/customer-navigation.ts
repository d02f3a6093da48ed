import type { PortalLocale } from '@portal/domain/locales'
import { type NavLabelKey, type RouteId, routeEntries } from '@/lib/routes'

export interface CustomerNavItem {
  id: RouteId
  path: string
  label: NavLabelKey
}

/**
 * The customer navigation: built pages of the route table with a navigation label, in order; with
 * a locale, only the pages that locale has (the route's `locales`, e.g. investments in de-de and
 * nl-nl only).
 */
export function customerNavigation(locale?: PortalLocale): CustomerNavItem[] {
  return routeEntries().flatMap(([id, route]) =>
    route.nav &&
    route.built &&
    (locale === undefined || route.locales === undefined || route.locales.includes(locale))
      ? [{ id, path: route.path, label: route.nav }]
      : [],
  )
}
