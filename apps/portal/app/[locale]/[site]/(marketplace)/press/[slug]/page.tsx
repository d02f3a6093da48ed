import {
  type PressReleaseRouteProps,
  PressReleaseScreen,
  pressReleaseMetadata,
} from '@/components/content/press-release-screen'

export const generateMetadata = pressReleaseMetadata

export default function PressReleasePage(props: PressReleaseRouteProps) {
  return <PressReleaseScreen params={props.params} />
}
