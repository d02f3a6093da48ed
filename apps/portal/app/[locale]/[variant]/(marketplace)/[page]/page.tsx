import { isPortalLocale } from '@portal/domain/locales'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ContentBlockView } from '@/components/content/content-blocks'
import { PromotionPrognosis } from '@/components/investments/promotion-prognosis'
import { getContentPage } from '@/lib/backend/content'
import { isContentPageSlug } from '@/lib/content/content-page-slugs'
import { pageMetadata } from '@/lib/content/page-metadata'
import { shownBlocks } from '@/lib/content/shown-blocks'
import { existsInMarket } from '@/lib/offers/promotions'
import { pageRecordOf, recordOrNull } from '@/lib/page/page-data'
import { pageLinkBase } from '@/lib/page/page-links'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'

type ContentRouteProps = { params: LocaleParams }

/** Metadata of a CMS page served under a locale (lib/content/content-page-slugs). */
async function contentMetadata(slug: string, { params }: ContentRouteProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const page = recordOrNull(await getContentPage(locale, slug))
  if (!page) return {}
  return pageMetadata(locale, `/${slug}`, { title: page.title, description: page.description })
}

/** A CMS page: its blocks in order; the 404 page when the content service has no such page. */
async function ContentRoutePage({ slug, params }: ContentRouteProps & { slug: string }) {
  const locale = await pageLocale(params)
  const page = pageRecordOf(await getContentPage(locale, slug))
  const t = await getTranslations({ locale, namespace: 'ContentPage' })
  const links = await pageLinkBase()
  const fallback = page.locale.slice(0, 2) !== locale.slice(0, 2)
  return (
    <article className="space-y-10" data-content-type={page.contentType}>
      {fallback ? <p className="text-sm text-neutral-700">{t('languageNote')}</p> : null}
      <div className="space-y-10" lang={fallback ? page.locale : undefined}>
        {page.blocks[0]?.type === 'hero' ? null : (
          <h1 className="text-3xl font-semibold">{page.title}</h1>
        )}
        {(await shownBlocks(locale, page.blocks)).map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; their order is fixed
          <ContentBlockView key={index} block={block} first={index === 0} links={links} />
        ))}
      </div>
    </article>
  )
}

type ContentPageProps = { params: Promise<{ locale: string; variant: string; page: string }> }

/** Metadata of `/<locale>/<page>`: the content page's, or none for a slug that is not one. */
export async function generateMetadata(props: ContentPageProps): Promise<Metadata> {
  const { page, locale } = await props.params
  const shown = isContentPageSlug(page) && isPortalLocale(locale) && existsInMarket(locale, page)
  return shown ? contentMetadata(page, props) : {}
}

/**
 * `/<locale>/about`, `/<locale>/imprint`, …: the content page of that slug, else the 404 page; a
 * promotion page only in the markets that sell its product.
 */
export default async function ContentPage(props: ContentPageProps) {
  const { page, locale } = await props.params
  if (!isContentPageSlug(page)) notFound()
  if (isPortalLocale(locale) && !existsInMarket(locale, page)) notFound()
  return (
    <>
      <ContentRoutePage slug={page} params={props.params} />
      <PromotionPrognosis slug={page} params={props.params} />
    </>
  )
}
