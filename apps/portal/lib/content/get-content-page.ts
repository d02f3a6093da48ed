import 'server-only'
import type { ContentPage } from '@portal/api-clients/contracts/content'
import type { PortalLocale } from '@portal/domain/locales'
import { regionOfLocale } from '@portal/domain/locales'
import { apiClients } from '@/lib/api/clients'
import { publicCache } from '@/lib/banks/cache'
import { ServiceUnavailableError } from '@/lib/errors'

/** A CMS page in the locale (the service falls back to English); null when it has no such page. */
export async function getContentPage(
  locale: PortalLocale,
  slug: string,
): Promise<ContentPage | null> {
  const result = await apiClients(regionOfLocale(locale)).content.getPage({
    params: { slug },
    query: { locale },
    init: publicCache('content', `content:${slug}`),
  })
  if (result.error?.status === 404) return null
  if (result.error) throw new ServiceUnavailableError('content', result.error.status)
  return result.data
}
