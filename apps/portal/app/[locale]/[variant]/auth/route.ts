import { type NextRequest, NextResponse } from 'next/server'
import { requestHref } from '@/lib/routing/request-href'
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
  const href = await requestHref()
  const target =
    sanitiseNextTarget(request.nextUrl.searchParams.get('next'), cockpitHosts) ?? href('dashboard')
  const location = (await getSession()) ? target : href('login', { query: { next: target } })
  return new NextResponse(null, { status: 307, headers: { Location: location } })
}
