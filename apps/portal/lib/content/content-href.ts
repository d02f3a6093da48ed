import { isPortalLocale } from '@/i18n/locales'
import { type LinkBase, localePathHref } from '@/lib/routing/link-base'

/**
 * A CMS link target as the page's host addresses it: portal paths are the page's locale's
 * (`/register` → `/de-de/register` on the .com domain, `/register` on a country host) unless they
 * name a locale; absolute https and mailto links pass, anything else (javascript:,
 * protocol-relative `//host`) becomes undefined and the link is not rendered.
 */
export function contentHref(href: string, base: LinkBase): string | undefined {
  if (/^(https:\/\/|mailto:)/i.test(href)) return href
  if (!href.startsWith('/') || href.startsWith('//')) return undefined
  const first = href.split(/[/?#]/)[1]
  return isPortalLocale(first)
    ? localePathHref(base, first, href.slice(first.length + 1))
    : localePathHref(base, base.locale, href === '/' ? '' : href)
}
