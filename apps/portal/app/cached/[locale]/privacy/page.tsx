import {
  ContentRoutePage,
  type ContentRouteProps,
  contentMetadata,
} from '@/components/content/content-route'

export const dynamic = 'force-static'
export const revalidate = 300

export const generateMetadata = (props: ContentRouteProps) => contentMetadata('privacy', props)

/** What app/[locale] shows for `/<locale>/privacy`. */
export default function CachedContentPage(props: ContentRouteProps) {
  return <ContentRoutePage slug="privacy" params={props.params} />
}
