import {
  ContentRoutePage,
  type ContentRouteProps,
  contentMetadata,
} from '@/components/content/content-route'

export const dynamic = 'force-static'
export const revalidate = 300

export const generateMetadata = (props: ContentRouteProps) =>
  contentMetadata('vermoegensverwaltung', props)

/** What app/[locale] shows for `/<locale>/vermoegensverwaltung`. */
export default function CachedContentPage(props: ContentRouteProps) {
  return <ContentRoutePage slug="vermoegensverwaltung" params={props.params} />
}
