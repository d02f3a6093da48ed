import type {
  ContentPage,
  PressRelease,
  PressReleasePage,
} from '@portal/api-clients/contracts/content'
import { ContentSlug } from '@portal/domain/ids'
import { type PortalLocale, regionOfLocale } from '@portal/domain/locales'
import { apiClients } from './clients'
import { cacheTags, publicRead } from './read-policy'
import { noSuchRecord, resultOf, type ServiceResult } from './service-result'

/** The content service (`/cms/v1`): CMS pages and press releases, per locale. */
const content = (locale: PortalLocale) => apiClients(regionOfLocale(locale)).content

export const pressPageSize = 6

/** A CMS page in the locale (the service falls back to English); `notFound` for no such page. */
export async function getContentPage(
  locale: PortalLocale,
  slug: string,
): Promise<ServiceResult<ContentPage>> {
  if (!ContentSlug.safeParse(slug).success) return noSuchRecord
  return resultOf(
    await content(locale).getPage({
      params: { slug },
      query: { locale },
      init: publicRead(cacheTags.content, cacheTags.contentPage(slug)),
    }),
  )
}

export async function listPressReleases(
  locale: PortalLocale,
  page: number,
): Promise<ServiceResult<PressReleasePage>> {
  return resultOf(
    await content(locale).listPressReleases({
      query: { locale, page, pageSize: pressPageSize },
      init: publicRead(cacheTags.content, cacheTags.pressReleases),
    }),
  )
}

/** One press release; `notFound` when the slug is malformed or unknown (the page answers 404). */
export async function getPressRelease(
  locale: PortalLocale,
  slug: string,
): Promise<ServiceResult<PressRelease>> {
  if (!ContentSlug.safeParse(slug).success) return noSuchRecord
  return resultOf(
    await content(locale).getPressRelease({
      params: { slug },
      query: { locale },
      init: publicRead(cacheTags.content, cacheTags.pressRelease(slug)),
    }),
  )
}
