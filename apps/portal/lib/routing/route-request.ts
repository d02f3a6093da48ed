import {
  defaultLocale,
  isPortalLocale,
  type PortalLocale,
  portalLocales,
} from '@portal/domain/locales'
import type { Region } from '@portal/domain/region'
import { negotiateLocale } from './negotiate-locale'
import { normalisePathname } from './normalise-pathname'
import { type RoutingHosts, resolveHostMode } from './resolve-host-mode'
import { resolveRegion } from './resolve-region'

export interface RoutingInput {
  host: string
  pathname: string
  search: string
  acceptLanguage: string | null
  hosts: RoutingHosts
}

export interface RoutedRequest {
  type: 'route'
  locale: PortalLocale
  region: Region
  /** Path without the locale, normalised (RSC suffixes removed): what session rules look at. */
  appPath: string
  /** `''` on country hosts, `/<locale>` on the .com domain: the prefix of links and redirects. */
  basePath: string
  /** Set on country hosts: the internal `/<locale>/...` path the request is rewritten to. */
  rewriteTo: string | undefined
}

export interface RedirectedRequest {
  type: 'redirect'
  location: string
}

export type RoutingDecision = RoutedRequest | RedirectedRequest

function firstSegment(pathname: string): { segment: string; rest: string } {
  const match = /^\/([^/]*)(.*)$/.exec(pathname)
  return { segment: match?.[1] ?? '', rest: match?.[2] ?? '' }
}

/**
 * Locale and region of one request, in order of priority:
 * 1. a country host decides the locale; a path that repeats it is redirected without it,
 *    everything else is rewritten to `/<locale>/<path>`;
 * 2. on the .com domain (and unknown hosts) a locale as first segment decides;
 * 3. a locale-shaped but unsupported first segment stays as it is (the app answers 404);
 * 4. otherwise the best Accept-Language match among the portal locales (default de-de),
 *    as a 307 redirect.
 */
export function routeRequest(input: RoutingInput): RoutingDecision {
  const hostMode = resolveHostMode(input.host, input.hosts)
  const { segment, rest } = firstSegment(input.pathname)
  const segmentLocale = segment.toLowerCase()

  if (hostMode.mode === 'country') {
    const locale = hostMode.locale
    if (segmentLocale === locale) {
      return { type: 'redirect', location: `/${rest.replace(/^[/\\]+/, '')}${input.search}` }
    }
    return {
      type: 'route',
      locale,
      region: resolveRegion(locale, input.host),
      appPath: normalisePathname(input.pathname) ?? input.pathname,
      basePath: '',
      rewriteTo: `/${locale}${input.pathname === '/' ? '' : input.pathname}`,
    }
  }

  if (isPortalLocale(segment)) {
    return {
      type: 'route',
      locale: segment,
      region: resolveRegion(segment, input.host),
      appPath: normalisePathname(rest || '/') ?? rest,
      basePath: `/${segment}`,
      rewriteTo: undefined,
    }
  }

  if (isPortalLocale(segmentLocale)) {
    return { type: 'redirect', location: `/${segmentLocale}${rest}${input.search}` }
  }
  if (/^[a-z]{2}-[a-z]{2}$/.test(segmentLocale)) {
    // An unsupported locale (`/xx-yy/`) is not prefixed with another one: it is answered 404
    // by the app, in the default locale.
    return {
      type: 'route',
      locale: defaultLocale,
      region: resolveRegion(defaultLocale, input.host),
      appPath: normalisePathname(input.pathname) ?? input.pathname,
      basePath: `/${defaultLocale}`,
      rewriteTo: undefined,
    }
  }
  const locale = negotiateLocale(input.acceptLanguage, portalLocales, defaultLocale)
  const path = input.pathname === '/' ? '' : input.pathname
  return { type: 'redirect', location: `/${locale}${path}${input.search}` }
}
