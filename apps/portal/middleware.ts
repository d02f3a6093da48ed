import { consentCookieName } from '@portal/tracking/consent'
import { type NextRequest, NextResponse } from 'next/server'
import { customerServicesCheck } from '@/lib/customer/customer-services-gate'
import { probedUserValue } from '@/lib/customer/probed-user'
import { guard, needsSession } from '@/lib/middleware/guard'
import { internalPath, notFoundAppRest, notFoundPlan, planPage } from '@/lib/middleware/plan-page'
import { recordExists } from '@/lib/middleware/record-gate'
import { pageRequestHeaders } from '@/lib/middleware/request-headers'
import { responseHeaders } from '@/lib/middleware/response-headers'
import { getHost } from '@/lib/routing/get-host'
import { loginRedirect } from '@/lib/routing/login-redirect'
import { type RoutedRequest, routeRequest } from '@/lib/routing/route-request'
import { routingConfig } from '@/lib/routing/routing-hosts'
import { isDeployed, isNextDev } from '@/lib/security/deployment'
import { isDownloadPath } from '@/lib/security/download-policy'
import { createNonce } from '@/lib/security/nonce'
import { postRefusal } from '@/lib/security/post-origin'
import { type CookieWrite, clearedSessionCookies, sessionCookieNames } from '@/lib/session/cookies'
import { identityIssuer } from '@/lib/session/identity-config'
import { identityKeys } from '@/lib/session/jwks'
import { refreshOnce } from '@/lib/session/refresh-once'
import { resolveSession } from '@/lib/session/resolve-session'
import { isCustomerActivity } from '@/lib/session/session-activity'
import { sessionSecret } from '@/lib/session/session-meta'
import { sessionPolicy } from '@/lib/session/session-policy'
import { revokeRefreshToken } from '@/lib/session/token-endpoint'

/** A server action's POST (Next names the action in this header). */
const isServerAction = (request: NextRequest) =>
  request.method === 'POST' && request.headers.has('next-action')

async function readSession(request: NextRequest, route: RoutedRequest, deployed: boolean) {
  const nowMs = Date.now()
  const refreshToken = request.cookies.get(sessionCookieNames(deployed).refreshToken)?.value
  const session = await resolveSession({
    cookie: (name) => request.cookies.get(name)?.value,
    nowMs,
    policy: sessionPolicy(),
    deployed,
    metaKey: sessionSecret(),
    keys: identityKeys(route.region),
    issuer: identityIssuer(route.region),
    isActivity: isCustomerActivity({
      method: request.method,
      headers: request.headers,
      searchParams: request.nextUrl.searchParams,
    }),
    refresh: (token) => refreshOnce(route.region, token, nowMs),
  })
  // A session over its idle or absolute limit ends at the identity provider too: its refresh
  // token must not outlive the cookies this answer clears.
  if (refreshToken && session.state === 'public' && ['idle', 'ended'].includes(session.end)) {
    await revokeRefreshToken(route.region, refreshToken)
  }
  return session
}

function finish(response: NextResponse, headers: Record<string, string>, writes: CookieWrite[]) {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  for (const write of writes) response.cookies.set(write.name, write.value, write.options)
  return response
}

/**
 * Edge middleware, a pipeline of small decisions (lib/middleware, lib/routing, lib/session):
 * refuse cross-site POSTs → route (locale, region, host) → plan the page (route table, page
 * variant, shared or per visitor; a record the market lacks is the not-found page) → session
 * (verify, refresh) → guard (login or render) → customer-services probe (unavailable, or the
 * session ended by the services) → security headers by area. Server components check the
 * session again (lib/session/get-session): this is not the only gate.
 */
export async function middleware(request: NextRequest) {
  const deployed = isDeployed()
  const nonce = createNonce()
  const headersFor = (shared: boolean, download = false) =>
    responseHeaders({ shared, nonce, development: isNextDev(), deployed, download })
  if (postRefusal(request.method, request.headers)) {
    return finish(new NextResponse(null, { status: 403 }), headersFor(false), [])
  }
  const route = routeRequest({
    host: getHost(request.headers),
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    acceptLanguage: request.headers.get('accept-language'),
    hosts: await routingConfig(),
  })
  if (route.type === 'redirect') {
    const response = NextResponse.redirect(new URL(route.location, request.url), 307)
    return finish(response, headersFor(false), [])
  }

  const planned = planPage(route, request.nextUrl.pathname)
  // An offer, bank, press release or tab the market does not have: the not-found page, rendered
  // on the server (a page's own notFound() is not, see lib/middleware/record-gate).
  const plan =
    planned.area === 'public' && !(await recordExists(route.locale, route.appPath))
      ? notFoundPlan(false)
      : planned
  const prefetch = request.headers.has('next-router-prefetch')
  const session = needsSession(plan.protectedPath, request.cookies.size)
    ? await readSession(request, route, deployed)
    : null
  const writes = session?.writes ?? []
  const decision = guard({ ...plan, prefetch, session })
  if (decision.type === 'login') {
    const { pathname, search } = request.nextUrl
    const location = loginRedirect(route, pathname, search, decision.end)
    return finish(
      NextResponse.redirect(new URL(location, request.url), 307),
      headersFor(false),
      writes,
    )
  }

  // A page cannot set its status once it streams: a customer page whose backend does not answer
  // gets its 503 here, and the customer layout shows the unavailable state. A session the
  // services have ended (its token still valid, e.g. after a password change in another browser)
  // goes to the login with its cookies cleared.
  const accessToken = session?.state === 'logged_in' ? session.accessToken : undefined
  const check = decision.identityDown
    ? { state: 'unavailable' as const }
    : await customerServicesCheck({
        appPath: route.appPath,
        prefetch,
        serverAction: isServerAction(request),
        accessToken,
        region: route.region,
        nowMs: Date.now(),
      })
  const services = check.state
  if (services === 'session_ended') {
    const { pathname, search } = request.nextUrl
    const location = loginRedirect(route, pathname, search, 'ended')
    return finish(
      NextResponse.redirect(new URL(location, request.url), 307),
      headersFor(false),
      clearedSessionCookies(deployed),
    )
  }
  const unavailable = services === 'unavailable'
  const headers = headersFor(plan.staticPolicy, isDownloadPath(route.appPath))
  const forwarded = pageRequestHeaders({
    incoming: request.headers,
    route,
    shared: plan.shared,
    nonce,
    csp: headers['Content-Security-Policy'] ?? '',
    cookies: request.cookies.getAll(),
    writes,
    unavailable,
    identityUnavailable: session?.state === 'logged_in' && session.identityUnavailable === true,
    ...(accessToken && 'currentUser' in check
      ? { probedUser: probedUserValue(accessToken, check.currentUser) }
      : {}),
  })
  const status = unavailable ? 503 : plan.appRest === notFoundAppRest ? 404 : undefined
  const init = { request: { headers: forwarded }, ...(status ? { status } : {}) }
  const rewrite = internalPath(plan, {
    locale: route.locale,
    search: request.nextUrl.search,
    consentChosen: Boolean(request.cookies.get(consentCookieName)?.value),
    loggedIn: session?.state === 'logged_in',
    countryHost: route.basePath === '',
  })
  // Next names the internal path in x-middleware-rewrite; server.mjs keeps it from the visitor.
  const response = NextResponse.rewrite(new URL(rewrite, request.url), init)
  if (unavailable) response.headers.set('Retry-After', '10')
  return finish(response, headers, writes)
}

export const config = {
  // Everything but static assets and files with an extension; `.rsc` variants stay in, so
  // a protected route's RSC payload gets the same session check as its page.
  matcher: ['/((?!_next/static|_next/image|favicon\\.ico|cp_assets/|.*\\.(?!rsc$)[^/.]+$).*)'],
}
