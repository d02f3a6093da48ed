import {
  type PressReleaseRouteProps,
  PressReleaseScreen,
  pressReleaseMetadata,
} from '@/components/content/press-release-screen'

export const dynamic = 'force-static'
export const revalidate = 300

export function generateStaticParams() {
  return []
}

export const generateMetadata = pressReleaseMetadata

/** What app/[locale] shows for `/<locale>/press/<slug>`. */
export default function CachedPressReleasePage(props: PressReleaseRouteProps) {
  return <PressReleaseScreen params={props.params} />
}
