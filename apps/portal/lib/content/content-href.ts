import { isPortalLocale, type PortalLocale } from '@/i18n/locales'

/**
 * A CMS link target for the current locale: portal paths get the locale prefix (`/register` →
 * `/de-de/register`), absolute https and mailto links pass, anything else (javascript:,
 * protocol-relative `//host`) becomes undefined and the link is not rendered.
 */
export function contentHref(href: string, locale: PortalLocale): string | undefined {
  if (/^(https:\/\/|mailto:)/i.test(href)) return href
  if (!href.startsWith('/') || href.startsWith('//')) return undefined
  const first = href.split(/[/?#]/)[1]
  return isPortalLocale(first) ? href : `/${locale}${href === '/' ? '' : href}`
}
