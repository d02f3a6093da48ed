import {
  ContentRoutePage,
  type ContentRouteProps,
  contentMetadata,
} from '@/components/content/content-route'

export const dynamic = 'force-static'
export const revalidate = 300

export const generateMetadata = (props: ContentRouteProps) => contentMetadata('imprint', props)

/** What app/[locale] shows for `/<locale>/imprint`. */
export default function CachedContentPage(props: ContentRouteProps) {
  return <ContentRoutePage slug="imprint" params={props.params} />
}
