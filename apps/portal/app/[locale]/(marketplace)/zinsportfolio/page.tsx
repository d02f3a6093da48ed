import {
  ContentRoutePage,
  type ContentRouteProps,
  contentMetadata,
} from '@/components/content/content-route'

export const generateMetadata = (props: ContentRouteProps) =>
  contentMetadata('zinsportfolio', props)

export default function Page(props: ContentRouteProps) {
  return <ContentRoutePage slug="zinsportfolio" params={props.params} />
}
