import {
  ContentRoutePage,
  type ContentRouteProps,
  contentMetadata,
} from '@/components/content/content-route'

export const generateMetadata = (props: ContentRouteProps) =>
  contentMetadata('vermoegensverwaltung', props)

export default function Page(props: ContentRouteProps) {
  return <ContentRoutePage slug="vermoegensverwaltung" params={props.params} />
}
