import {
  type ContentPageProps,
  ContentPageScreen,
  contentPageMetadata,
} from '@/components/content/content-route'

export const dynamic = 'force-static'
export const revalidate = 300

export const generateMetadata = contentPageMetadata

/** What app/[locale] shows for `/<locale>/<content page>`. */
export default function CachedContentPage(props: ContentPageProps) {
  return <ContentPageScreen params={props.params} />
}
