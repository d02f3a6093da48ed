import { PressScreen, pressMetadata } from '@/components/content/press-screen'
import type { LocaleParams } from '@/lib/content/page-locale'

export const dynamic = 'force-static'
export const revalidate = 300

export const generateMetadata = pressMetadata

/** The first page of press releases: what app/[locale] shows for `/<locale>/press`. */
export default function CachedPressPage({ params }: { params: LocaleParams }) {
  return <PressScreen params={params} search={{}} />
}
