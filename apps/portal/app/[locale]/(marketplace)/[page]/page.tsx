import { notFound } from 'next/navigation'
import { ContentRoutePage, contentMetadata } from '@/components/content/content-route'
import { isContentPageSlug } from '@/lib/content/content-page-slugs'

type ContentPageProps = { params: Promise<{ locale: string; page: string }> }

export async function generateMetadata(props: ContentPageProps) {
  const { page } = await props.params
  return isContentPageSlug(page) ? contentMetadata(page, props) : {}
}

/** `/<locale>/about`, `/<locale>/imprint`, … : the content service's page of that slug. */
export default async function ContentPage(props: ContentPageProps) {
  const { page } = await props.params
  if (!isContentPageSlug(page)) notFound()
  return <ContentRoutePage slug={page} params={props.params} />
}
