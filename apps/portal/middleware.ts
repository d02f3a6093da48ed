import { type NextRequest, NextResponse } from 'next/server'
import { configuredSiteOrigin } from '@/lib/content/configured-site-origin'
import { isCustomerAreaPath } from '@/lib/customer/customer-area-routes'
import {
  customerServicesUnavailable,
  unavailableMarker,
} from '@/lib/customer/customer-services-gate'
import { cachedPagePath } from '@/lib/routing/cached-pages'
import { forwardedCookieHeader } from '@/lib/routing/forwarded-cookies'
import { getHost } from '@/lib/routing/get-host'
import { stripInternalHeaders } from '@/lib/routing/internal-headers'
import { loginRedirect } from '@/lib/routing/login-redirect'
import { isProtectedPath } from '@/lib/routing/protected-routes'
import {
  basePathHeader,
  customerServicesHeader,
  localeHeader,
  nextIntlLocaleHeader,
  nonceHeader,
  regionHeader,
} from '@/lib/routing/request-headers'
import { type RoutedRequest, routeRequest } from '@/lib/routing/route-request'
import { routingConfig } from '@/lib/routing/routing-hosts'
import { contentSecurityPolicy } from '@/lib/security/content-security-policy'
import { isDeployed, isNextDev } from '@/lib/security/deployment'
import { createNonce } from '@/lib/security/nonce'
import { postRefusal } from '@/lib/security/post-origin'
import { securityHeaders } from '@/lib/security/security-headers'
import type { CookieWrite } from '@/lib/session/cookies'
import { identityIssuer } from '@/lib/session/identity-config'
import { identityKeys } from '@/lib/session/jwks'
import { refreshOnce } from '@/lib/session/refresh-once'
import { resolveSession, type SessionResolution } from '@/lib/session/resolve-session'
import { sessionSecret } from '@/lib/session/session-meta'
import { sessionPolicy } from '@/lib/session/session-policy'

function secured(response: NextResponse, csp: string, deployed: boolean, writes: CookieWrite[]) {
  response.headers.set('Content-Security-Policy', csp)
  for (const [name, value] of Object.entries(securityHeaders(deployed))) {
    response.headers.set(name, value)
  }
  for (const write of writes) response.cookies.set(write.name, write.value, write.options)
  return response
}

function session(request: NextRequest, route: RoutedRequest, deployed: boolean) {
  const nowMs = Date.now()
  return resolveSession({
    cookie: (name) => request.cookies.get(name)?.value,
    nowMs,
    policy: sessionPolicy(),
    deployed,
    metaKey: sessionSecret(),
    keys: identityKeys(route.region),
    issuer: identityIssuer(route.region),
    isActivity: !request.headers.has('next-router-prefetch'),
    refresh: (token) => refreshOnce(route.region, token, nowMs),
  })
}

function cacheable(request: NextRequest) {
  return {
    method: request.method,
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    cookieCount: request.cookies.size,
    headers: request.headers,
  }
}

/**
 * Edge middleware: locale and region (lib/routing/route-request), the session (verify, refresh,
 * redirect to login), and security headers with a per-request CSP nonce. Server components
 * check the session again (lib/session/get-session): this is not the only gate.
 */
export async function middleware(request: NextRequest) {
  const deployed = isDeployed()
  const nonce = createNonce()
  const csp = contentSecurityPolicy({ nonce, development: isNextDev() })
  if (postRefusal(request.method, request.headers)) {
    return secured(new NextResponse(null, { status: 403 }), csp, deployed, [])
  }
  const hosts = await routingConfig()
  const route = routeRequest({
    host: getHost(request.headers),
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    acceptLanguage: request.headers.get('accept-language'),
    hosts,
  })
  if (route.type === 'redirect') {
    return secured(
      NextResponse.redirect(new URL(route.location, request.url), 307),
      csp,
      deployed,
      [],
    )
  }

  const originConfigured = configuredSiteOrigin() !== undefined
  const cached = isNextDev() ? null : cachedPagePath(cacheable(request), route, originConfigured)
  if (cached) {
    // A first visit to a public page gets the page cached for all first visits (app/cached).
    const response = NextResponse.rewrite(new URL(cached, request.url), {
      request: { headers: stripInternalHeaders(request.headers) },
    })
    response.headers.set('Vary', 'Cookie')
    const cachedCsp = contentSecurityPolicy({ nonce: undefined, development: false })
    return secured(response, cachedCsp, deployed, [])
  }

  const protectedPath = isProtectedPath(route.appPath)
  const prefetch = request.headers.has('next-router-prefetch')
  const resolution: SessionResolution | null =
    protectedPath || request.cookies.size > 0 ? await session(request, route, deployed) : null
  // The token needs a refresh and the identity provider is down: a customer page answers with
  // the unavailable state (its cookies kept), not with the login page.
  const identityDown =
    resolution?.state === 'public' &&
    resolution.end === 'unavailable' &&
    !prefetch &&
    isCustomerAreaPath(route.appPath)
  if (protectedPath && resolution?.state !== 'logged_in' && !identityDown) {
    const ended = resolution?.state === 'public' ? resolution.end : 'none'
    const end = ended === 'unavailable' ? 'none' : ended
    const location = loginRedirect(route, request.nextUrl.pathname, request.nextUrl.search, end)
    const response = NextResponse.redirect(new URL(location, request.url), 307)
    return secured(response, csp, deployed, resolution?.writes ?? [])
  }

  const writes = resolution?.writes ?? []
  const headers = stripInternalHeaders(request.headers)
  headers.set(regionHeader, route.region.toLowerCase())
  headers.set(localeHeader, route.locale)
  headers.set(basePathHeader, route.basePath)
  headers.set(nextIntlLocaleHeader, route.locale)
  headers.set(nonceHeader, nonce)
  headers.set('Content-Security-Policy', csp)
  if (writes.length > 0)
    headers.set('cookie', forwardedCookieHeader(request.cookies.getAll(), writes))
  // A page cannot set its status once it streams: a customer page whose backend does not answer
  // gets its 503 here, and the customer layout shows the unavailable state.
  const unavailable =
    identityDown ||
    (await customerServicesUnavailable({
      appPath: route.appPath,
      prefetch,
      accessToken: resolution?.state === 'logged_in' ? resolution.accessToken : undefined,
      region: route.region,
      nowMs: Date.now(),
    }))
  if (unavailable) headers.set(customerServicesHeader, unavailableMarker)
  const init = { request: { headers }, ...(unavailable ? { status: 503 } : {}) }

  const response = route.rewriteTo
    ? NextResponse.rewrite(
        new URL(`${route.rewriteTo}${request.nextUrl.search}`, request.url),
        init,
      )
    : NextResponse.next(init)
  if (unavailable) response.headers.set('Retry-After', '10')
  return secured(response, csp, deployed, writes)
}

export const config = {
  // Everything but static assets and files with an extension; `.rsc` variants stay in, so
  // a protected route's RSC payload gets the same session check as its page.
  matcher: ['/((?!_next/static|_next/image|favicon\\.ico|cp_assets/|.*\\.(?!rsc$)[^/.]+$).*)'],
}
