import {
  ContentRoutePage,
  type ContentRouteProps,
  contentMetadata,
} from '@/components/content/content-route'

export const generateMetadata = (props: ContentRouteProps) => contentMetadata('terms', props)

export default function Page(props: ContentRouteProps) {
  return <ContentRoutePage slug="terms" params={props.params} />
}
