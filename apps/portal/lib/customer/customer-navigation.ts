import { type NavLabelKey, type RouteId, routeEntries } from '@/lib/routes'

export interface CustomerNavItem {
  id: RouteId
  path: string
  label: NavLabelKey
}

/** The customer navigation: built pages of the route table with a navigation label, in order. */
export function customerNavigation(): CustomerNavItem[] {
  return routeEntries().flatMap(([id, route]) =>
    route.nav && route.built ? [{ id, path: route.path, label: route.nav }] : [],
  )
}
