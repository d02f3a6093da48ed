import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ContentBlockView } from '@/components/content/content-blocks'
import { PressList } from '@/components/content/press-list'
import { getContentPage, listPressReleases, pressPageSize } from '@/lib/backend/content'
import { translatedPageMetadata } from '@/lib/content/page-metadata'
import { clampPageNumber, pageCount } from '@/lib/content/page-number'
import { pageData, recordOrNull } from '@/lib/page/page-data'
import { pageLinkBase } from '@/lib/page/page-links'
import {
  type LocaleParams,
  pageLocale,
  pageQuery,
  type VariantParams,
} from '@/lib/page/page-params'
import { routePath } from '@/lib/routing/href'

type PressSearch = { page?: string | string[] }

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return translatedPageMetadata(await pageLocale(params), 'PressPage', routePath('press'))
}

/** The press page: the CMS intro and one page of press releases (`?page=`, clamped to the last). */
export default async function PressPage({ params }: { params: VariantParams }) {
  const { locale, market, query } = await pageQuery(params)
  const search: PressSearch = query
  const [t, intro, first, links] = await Promise.all([
    getTranslations({ locale, namespace: 'PressPage' }),
    getContentPage(locale, 'press').then(recordOrNull),
    listPressReleases(locale, 1).then(pageData),
    pageLinkBase(),
  ])
  const pages = pageCount(first.total, pressPageSize)
  const requested = clampPageNumber(search.page, pages)
  const releases =
    requested.page === 1 ? first : pageData(await listPressReleases(locale, requested.page))
  return (
    <article className="space-y-8">
      <h1 className="text-3xl font-semibold">{t('heading')}</h1>
      {intro?.blocks
        .filter((block) => block.type === 'rich_text')
        .map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; their order is fixed
          <ContentBlockView key={index} block={block} first={false} links={links} />
        ))}
      <PressList
        releases={releases}
        market={market}
        pageCount={pages}
        requested={requested.adjusted ? [search.page].flat()[0] : undefined}
      />
    </article>
  )
}
