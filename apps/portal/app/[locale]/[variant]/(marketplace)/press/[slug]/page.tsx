import { localeInfos } from '@portal/domain/locales'
import { Link } from '@portal/ui/link'
import type { Metadata } from 'next'
import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'
import { RichText } from '@/components/content/rich-text'
import { getPressRelease } from '@/lib/backend/content'
import { pageMetadata } from '@/lib/content/page-metadata'
import { pageRecordOf, recordOrNull } from '@/lib/page/page-data'
import { pageHrefs } from '@/lib/page/page-links'
import { pageLocale } from '@/lib/page/page-params'
import { routePath } from '@/lib/routing/href'

type PressReleaseRouteProps = { params: Promise<{ locale: string; slug: string }> }

export async function generateMetadata({ params }: PressReleaseRouteProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const release = recordOrNull(await getPressRelease(locale, (await params).slug))
  if (!release) return {}
  return pageMetadata(locale, routePath('pressRelease', { slug: release.slug }), {
    title: release.title,
    description: release.teaser,
  })
}

/** One press release with its date and a link back to the list; 404 when unknown. */
export default async function PressReleasePage({ params }: PressReleaseRouteProps) {
  const locale = await pageLocale(params)
  const release = pageRecordOf(await getPressRelease(locale, (await params).slug))
  const t = await getTranslations({ locale, namespace: 'PressPage' })
  const date = new Intl.DateTimeFormat(localeInfos[locale].tag, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(release.publishedOn))
  return (
    <article className="max-w-3xl space-y-6">
      <Link asChild>
        <NextLink href={(await pageHrefs())('press')}>{t('backToPress')}</NextLink>
      </Link>
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold">{release.title}</h1>
        <p className="text-neutral-700">
          <time dateTime={release.publishedOn}>{t('publishedOn', { date })}</time>
        </p>
      </header>
      <RichText html={release.html} />
    </article>
  )
}
