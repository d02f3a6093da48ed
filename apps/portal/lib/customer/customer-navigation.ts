import type { PortalLocale } from '@portal/domain/locales'
import {
  type NavGroup,
  type NavLabelKey,
  navGroups,
  type RouteId,
  routeEntries,
  servesLocale,
} from '@/lib/routes'

export interface CustomerNavItem {
  id: RouteId
  path: string
  label: NavLabelKey
}

export interface CustomerNavGroup {
  group: NavGroup
  items: CustomerNavItem[]
}

export interface NavigationContext {
  locale?: PortalLocale
  /** How many customer accounts the login has: choosing one is offered only with several. */
  accounts?: number
}

/**
 * The customer menu from the route table: the built pages with a place in it, grouped by job
 * (money; messages and documents; my data; security) in the table's order; with a locale, only
 * the pages that locale has (the route's `locales`, e.g. investments in de-de and nl-nl only) and
 * lists (`nav.locales`: the exemption order, a German tax matter, in German-resident markets).
 */
export function customerNavigation({ locale, accounts = 1 }: NavigationContext = {}) {
  const items = routeEntries().flatMap(([id, route]) =>
    route.nav &&
    route.built &&
    (id !== 'switchAccount' || accounts > 1) &&
    (locale === undefined || (servesLocale(route, locale) && servesLocale(route.nav, locale)))
      ? [{ id, path: route.path, label: route.nav.label, group: route.nav.group }]
      : [],
  )
  return navGroups.map(
    (group): CustomerNavGroup => ({
      group,
      items: items
        .filter((item) => item.group === group)
        .map(({ id, path, label }) => ({ id, path, label })),
    }),
  )
}
