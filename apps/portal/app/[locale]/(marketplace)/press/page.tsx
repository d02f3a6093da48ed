import { PressScreen, type PressSearch, pressMetadata } from '@/components/content/press-screen'
import type { LocaleParams } from '@/lib/content/page-locale'

type PressPageProps = { params: LocaleParams; searchParams: Promise<PressSearch> }

export const generateMetadata = pressMetadata

export default async function PressPage({ params, searchParams }: PressPageProps) {
  return <PressScreen params={params} search={await searchParams} />
}
