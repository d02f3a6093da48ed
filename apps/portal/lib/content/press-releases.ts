import 'server-only'
import type { PressRelease, PressReleasePage } from '@portal/api-clients/contracts/content'
import type { PortalLocale } from '@portal/domain/locales'
import { regionOfLocale } from '@portal/domain/locales'
import { apiClients } from '@/lib/api/clients'
import { publicCache } from '@/lib/banks/cache'
import { ServiceUnavailableError } from '@/lib/errors'

export const pressPageSize = 6

export async function listPressReleases(
  locale: PortalLocale,
  page: number,
): Promise<PressReleasePage> {
  const result = await apiClients(regionOfLocale(locale)).content.listPressReleases({
    query: { locale, page, pageSize: pressPageSize },
    init: publicCache('content', 'press-releases'),
  })
  if (result.error) throw new ServiceUnavailableError('content', result.error.status)
  return result.data
}

/** One press release; null when the slug is malformed or unknown (the page answers 404). */
export async function getPressRelease(
  locale: PortalLocale,
  slug: string,
): Promise<PressRelease | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null
  const result = await apiClients(regionOfLocale(locale)).content.getPressRelease({
    params: { slug },
    query: { locale },
    init: publicCache('content', `press-release:${slug}`),
  })
  if (result.error?.status === 404) return null
  if (result.error) throw new ServiceUnavailableError('content', result.error.status)
  return result.data
}
