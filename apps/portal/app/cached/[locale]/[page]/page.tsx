import { notFound } from 'next/navigation'
import { ContentRoutePage, contentMetadata } from '@/components/content/content-route'
import { isContentPageSlug } from '@/lib/content/content-page-slugs'

export const dynamic = 'force-static'
export const revalidate = 300

type ContentPageProps = { params: Promise<{ locale: string; page: string }> }

export async function generateMetadata(props: ContentPageProps) {
  const { page } = await props.params
  return isContentPageSlug(page) ? contentMetadata(page, props) : {}
}

/** What app/[locale] shows for `/<locale>/<content page>`. */
export default async function CachedContentPage(props: ContentPageProps) {
  const { page } = await props.params
  if (!isContentPageSlug(page)) notFound()
  return <ContentRoutePage slug={page} params={props.params} />
}
