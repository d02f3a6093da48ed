import { localeHref } from '@/lib/routing/href'

/**
 * The absolute registration link that credits the code's customer, under `/<locale>` of the
 * site's origin so that it works on every host: `https://…/de-de/register?ref=K7M2QX9PRT`.
 */
export function referralLink(siteOrigin: string, locale: string, code: string): string {
  return `${siteOrigin}${localeHref(locale)('register', { query: { ref: code } })}`
}
