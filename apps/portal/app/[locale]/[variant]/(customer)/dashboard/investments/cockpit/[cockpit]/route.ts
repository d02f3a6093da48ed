import { investmentAreaLocales } from '@portal/domain/investments/investment-access'
import { type NextRequest, NextResponse } from 'next/server'
import { isPortalLocale } from '@/i18n/locales'
import { cockpitUrl, isCockpitId } from '@/lib/investments/cockpits'
import { getRegion } from '@/lib/routing/get-region'
import { requestHref } from '@/lib/routing/request-href'
import { getSession } from '@/lib/session/get-session'

/**
 * The end of an `auth?next=` handover: a logged-in customer of a market with investments goes on
 * to the cockpit (the sandbox's stand-in in local runs); anyone else to the login, coming back
 * here. Unknown cockpits and other markets answer 404.
 */
export async function GET(
  _request: NextRequest,
  { params }: { params: Promise<{ locale: string; cockpit: string }> },
) {
  const { locale, cockpit } = await params
  if (!isPortalLocale(locale) || !isCockpitId(cockpit))
    return new NextResponse(null, { status: 404 })
  const area = cockpit === 'pension' ? 'retirement' : 'investments'
  if (!investmentAreaLocales[area].includes(locale)) return new NextResponse(null, { status: 404 })
  if (!(await getSession())) {
    const href = await requestHref()
    const login = href('login', { query: { next: href('investmentCockpit', { cockpit }) } })
    return new NextResponse(null, { status: 307, headers: { Location: login } })
  }
  const target = await cockpitUrl(cockpit, await getRegion())
  return new NextResponse(null, { status: 307, headers: { Location: target } })
}
