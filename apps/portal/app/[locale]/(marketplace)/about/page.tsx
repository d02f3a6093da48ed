import {
  ContentRoutePage,
  type ContentRouteProps,
  contentMetadata,
} from '@/components/content/content-route'

export const generateMetadata = (props: ContentRouteProps) => contentMetadata('about', props)

export default function Page(props: ContentRouteProps) {
  return <ContentRoutePage slug="about" params={props.params} />
}
