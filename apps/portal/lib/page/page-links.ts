import { cache } from 'react'
import { configuredSiteOrigin, localSiteOrigin } from '@/lib/content/configured-site-origin'
import { type Href, hrefsFor } from '@/lib/routing/href'
import { basePathOf, type LinkBase } from '@/lib/routing/link-base'
import { requestLocale } from './request-locale'

// One per rendering (React's request cache), like the locale next-intl keeps for it: a shared
// page cannot read the request, so its host mode comes from its page variant.
const renderedHost = cache((): { countryHost?: boolean } => ({}))

/**
 * Fixes the host mode of this rendering's links; `pageVariant` and `pageLocale`
 * (lib/page/page-params) call it with the page variant's, as they fix the locale.
 */
export function setPageHost(countryHost: boolean): void {
  renderedHost().countryHost = countryHost
}

/** The locale and host mode of this rendering's links (the .com domain's when none was fixed). */
export async function pageLinkBase(): Promise<LinkBase> {
  return {
    locale: await requestLocale(),
    countryHost: renderedHost().countryHost ?? false,
    siteOrigin: configuredSiteOrigin() ?? localSiteOrigin,
  }
}

/** `''` on a country host, `/<locale>` on the .com domain: what this rendering's links start with. */
export async function pageBasePath(): Promise<string> {
  const { locale, countryHost } = await pageLinkBase()
  return basePathOf(locale, countryHost)
}

/** The link builder of this rendering (`href('bank', { slug })`), for pages shared by every host. */
export async function pageHrefs(): Promise<Href> {
  return hrefsFor(await pageBasePath())
}
