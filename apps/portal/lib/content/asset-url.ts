import { isBankSlug } from '@portal/domain/id-patterns'
import type { PortalLocale } from '@/i18n/locales'

/**
 * Backend asset URLs (`/assets/banks/<slug>/logo.svg`, `/assets/documents/<id>.pdf`) are relative
 * to the API host. The portal serves them itself through `/{locale}/assets/...` (a route handler
 * that proxies the API), so the browser never needs the API host and the CSP stays `'self'`.
 * Absolute http(s) URLs pass unchanged; anything else becomes undefined.
 */
export function assetUrl(url: string, locale: PortalLocale): string | undefined {
  if (url.startsWith('/assets/')) return `/${locale}${url}`
  if (/^https?:\/\//.test(url)) return url
  return undefined
}

/** Asset paths the proxy forwards; everything else is a 404 (no open proxy). */
export function isProxiedAssetPath(segments: readonly string[]): boolean {
  const [kind, slug, file] = segments
  const bankLogo =
    segments.length === 3 &&
    kind === 'banks' &&
    isBankSlug(slug) &&
    /^logo\.(svg|png)$/.test(file ?? '')
  return bankLogo || /^documents\/[A-Za-z0-9_-]{1,200}\.pdf$/.test(segments.join('/'))
}
