import { localeInfos } from '@portal/domain/locales'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getContentPage, listPressReleases, pressPageSize } from '@/lib/backend/content'
import { pageMetadata } from '@/lib/content/page-metadata'
import { clampPageNumber, pageCount } from '@/lib/content/page-number'
import { type LocaleParams, pageLocale } from '@/lib/site/page-site'
import { ContentBlockView } from './content-blocks'
import { PressList } from './press-list'

export type PressSearch = { page?: string | string[] }

export async function pressMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'PressPage' })
  return pageMetadata(locale, '/press', {
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

/** The press page: the CMS intro and one page of press releases (`?page=`, clamped to the last). */
export async function PressScreen({
  params,
  search,
}: {
  params: LocaleParams
  search: PressSearch
}) {
  const locale = await pageLocale(params)
  const market = localeInfos[locale]
  const [t, intro, first] = await Promise.all([
    getTranslations({ locale, namespace: 'PressPage' }),
    getContentPage(locale, 'press'),
    listPressReleases(locale, 1),
  ])
  const pages = pageCount(first.total, pressPageSize)
  const requested = clampPageNumber(search.page, pages)
  const releases = requested.page === 1 ? first : await listPressReleases(locale, requested.page)
  return (
    <article className="space-y-8">
      <h1 className="text-3xl font-semibold">{t('heading')}</h1>
      {intro?.blocks
        .filter((block) => block.type === 'rich_text')
        .map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; their order is fixed
          <ContentBlockView key={index} block={block} locale={locale} first={false} />
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
