import { PressScreen, type PressSearch, pressMetadata } from '@/components/content/press-screen'
import { pageSite, type SiteParams } from '@/lib/site/page-site'
import { searchParamsOf } from '@/lib/site/site-segment'

export const generateMetadata = pressMetadata

export default async function PressPage({ params }: { params: SiteParams }) {
  const search: PressSearch = searchParamsOf(await pageSite(params))
  return <PressScreen params={params} search={search} />
}
