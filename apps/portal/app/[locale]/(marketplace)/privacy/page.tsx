import {
  ContentRoutePage,
  type ContentRouteProps,
  contentMetadata,
} from '@/components/content/content-route'

export const generateMetadata = (props: ContentRouteProps) => contentMetadata('privacy', props)

export default function Page(props: ContentRouteProps) {
  return <ContentRoutePage slug="privacy" params={props.params} />
}
