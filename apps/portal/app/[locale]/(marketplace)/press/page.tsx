import { PressScreen, type PressSearch, pressMetadata } from '@/components/content/press-screen'
import { type LocaleParams, pageSite } from '@/lib/site/page-site'
import { searchParamsOf } from '@/lib/site/site-segment'

export const generateMetadata = pressMetadata

export default async function PressPage({ params }: { params: LocaleParams }) {
  const search: PressSearch = searchParamsOf(await pageSite(params))
  return <PressScreen params={params} search={search} />
}
