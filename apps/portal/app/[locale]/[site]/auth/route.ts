import { type NextRequest, NextResponse } from 'next/server'
import { localisedPath } from '@/lib/routing/get-region'
import { routingConfig } from '@/lib/routing/routing-hosts'
import { sanitiseNextTarget } from '@/lib/routing/sanitise-next-target'
import { getSession } from '@/lib/session/get-session'

/**
 * Handover `auth?next=<target>` (spec section 2): logged-in customers go straight to the target,
 * others through the login page to it. Targets are same-origin paths or cockpit hosts only;
 * anything else becomes the dashboard.
 */
export async function GET(request: NextRequest) {
  const { cockpitHosts } = await routingConfig()
  const target =
    sanitiseNextTarget(request.nextUrl.searchParams.get('next'), cockpitHosts) ??
    (await localisedPath('/dashboard'))
  const location = (await getSession())
    ? target
    : `${await localisedPath('/login')}?next=${encodeURIComponent(target)}`
  return new NextResponse(null, { status: 307, headers: { Location: location } })
}
