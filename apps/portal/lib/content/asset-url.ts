import { isBankSlug, isContentSlug } from '@portal/domain/id-patterns'
import type { PortalLocale } from '@/i18n/locales'

/**
 * Backend asset URLs (`/assets/banks/<slug>/logo.svg`, `/assets/content/<name>.svg`,
 * `/assets/documents/<id>.pdf`) are relative to the API host. The portal serves them itself through
 * `/{locale}/assets/...` (a route handler that proxies the API), so the browser never needs the API
 * host and the CSP stays `'self'`. Absolute http(s) URLs pass unchanged; anything else becomes
 * undefined.
 */
export function assetUrl(url: string, locale: PortalLocale): string | undefined {
  if (url.startsWith('/assets/')) return `/${locale}${url}`
  if (/^https?:\/\//.test(url)) return url
  return undefined
}

/** Image types a logo or a content page's picture may have; the route sends no other image. */
const imageTypes: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
}

/** The content type of an image file name (`logo.svg`) of an allowed type and a slug's shape. */
function imageType(file: string | undefined, name?: string): string | undefined {
  const [base, extension, ...rest] = (file ?? '').split('.')
  if (rest.length > 0 || extension === undefined || !Object.hasOwn(imageTypes, extension))
    return undefined
  if (name === undefined ? !isContentSlug(base) : base !== name) return undefined
  return imageTypes[extension]
}

/**
 * The content type of an asset path the proxy forwards: a bank's logo, a picture of the content
 * pages, a document. Everything else is undefined, a 404 (no open proxy).
 */
export function proxiedAssetType(segments: readonly string[]): string | undefined {
  const [kind, slug, file] = segments
  if (segments.length === 3 && kind === 'banks' && isBankSlug(slug)) return imageType(file, 'logo')
  if (segments.length === 2 && kind === 'content') return imageType(slug)
  if (/^documents\/[A-Za-z0-9_-]{1,200}\.pdf$/.test(segments.join('/'))) return 'application/pdf'
  return undefined
}
