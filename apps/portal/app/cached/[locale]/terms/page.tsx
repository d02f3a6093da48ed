import {
  ContentRoutePage,
  type ContentRouteProps,
  contentMetadata,
} from '@/components/content/content-route'

export const dynamic = 'force-static'
export const revalidate = 300

export const generateMetadata = (props: ContentRouteProps) => contentMetadata('terms', props)

/** What app/[locale] shows for `/<locale>/terms`. */
export default function CachedContentPage(props: ContentRouteProps) {
  return <ContentRoutePage slug="terms" params={props.params} />
}
