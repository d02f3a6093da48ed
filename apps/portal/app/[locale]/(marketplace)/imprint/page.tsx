import {
  ContentRoutePage,
  type ContentRouteProps,
  contentMetadata,
} from '@/components/content/content-route'

export const generateMetadata = (props: ContentRouteProps) => contentMetadata('imprint', props)

export default function Page(props: ContentRouteProps) {
  return <ContentRoutePage slug="imprint" params={props.params} />
}
