import { idleCheckParam } from '@/lib/session/session-activity'
import type { RoutedRequest } from './route-request'

/**
 * Where a request to a customer route without a session goes: the login page of its locale,
 * with the original path (as the browser sees it) as `next`, and why an old session ended.
 */
export function loginRedirect(
  route: Pick<RoutedRequest, 'basePath' | 'appPath'>,
  pathname: string,
  search: string,
  end: 'none' | 'idle' | 'ended' | 'invalid',
): string {
  const params = new URLSearchParams()
  const next = route.appPath === '/login/switch-account' ? `${route.basePath}/dashboard` : pathname
  // Neither Next's RSC marker nor the idle dialog's expiry check belongs to the page's address.
  const kept = ['_rsc', idleCheckParam].reduce(
    (query, name) => query.replace(new RegExp(`([?&])${name}=[^&]*&?`), '$1'),
    search,
  )
  params.set('next', `${next}${kept.replace(/[?&]$/, '')}`)
  if (end === 'idle' || end === 'ended') params.set('reason', end)
  return `${route.basePath}/login?${params.toString()}`
}
