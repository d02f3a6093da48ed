import type {
  ContentPage,
  PressRelease,
  PressReleasePage,
} from '@portal/api-clients/contracts/content'
import { ContentSlug } from '@portal/domain/ids'
import { type PortalLocale, regionOfLocale } from '@portal/domain/locales'
import { apiClients } from './clients'
import { cacheTags, publicRead } from './read-policy'
import { dataOf, dataOrNotFound } from './service-errors'

/** The content service (`/cms/v1`): CMS pages and press releases, per locale. */
const service = 'content'
const content = (locale: PortalLocale) => apiClients(regionOfLocale(locale)).content

export const pressPageSize = 6

/** A CMS page in the locale (the service falls back to English); null when it has no such page. */
export async function getContentPage(
  locale: PortalLocale,
  slug: string,
): Promise<ContentPage | null> {
  if (!ContentSlug.safeParse(slug).success) return null
  const result = await content(locale).getPage({
    params: { slug },
    query: { locale },
    init: publicRead(cacheTags.content, cacheTags.contentPage(slug)),
  })
  return dataOrNotFound(service, result)
}

export async function listPressReleases(
  locale: PortalLocale,
  page: number,
): Promise<PressReleasePage> {
  const result = await content(locale).listPressReleases({
    query: { locale, page, pageSize: pressPageSize },
    init: publicRead(cacheTags.content, cacheTags.pressReleases),
  })
  return dataOf(service, result)
}

/** One press release; null when the slug is malformed or unknown (the page answers 404). */
export async function getPressRelease(
  locale: PortalLocale,
  slug: string,
): Promise<PressRelease | null> {
  if (!ContentSlug.safeParse(slug).success) return null
  const result = await content(locale).getPressRelease({
    params: { slug },
    query: { locale },
    init: publicRead(cacheTags.content, cacheTags.pressRelease(slug)),
  })
  return dataOrNotFound(service, result)
}
