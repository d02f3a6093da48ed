import {
  type ContentPageProps,
  ContentPageScreen,
  contentPageMetadata,
} from '@/components/content/content-route'

export const generateMetadata = contentPageMetadata

export default function ContentPage(props: ContentPageProps) {
  return <ContentPageScreen params={props.params} />
}
