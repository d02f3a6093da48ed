import { localeInfos } from '@portal/domain/locales'
import { notFound } from 'next/navigation'
import { HomeHighlights } from '@/components/content/home-highlights'
import { OffersScreen } from '@/components/offers/offers-screen'
import { homeHighlights } from '@/lib/content/home-highlights'
import { offersScreenData } from '@/lib/offers/offers-screen-data'
import { marketHomes } from '@/lib/routes'
import { pageSite, type SiteParams } from '@/lib/site/page-site'
import { searchParamsOf } from '@/lib/site/site-segment'

/**
 * The offers table on the market's first activated tab (each tab also has its own route), then
 * the CMS tiles, cards and latest press articles. A market whose home is another page (the US
 * APY table) is routed there by the middleware.
 */
export default async function OffersPage({ params }: { params: SiteParams }) {
  const site = await pageSite(params)
  if (marketHomes[site.locale]) notFound()
  const [offers, highlights] = await Promise.all([
    offersScreenData(site.locale, undefined, searchParamsOf(site)),
    homeHighlights(site.locale),
  ])
  return (
    <div className="space-y-12">
      <OffersScreen data={offers} />
      <HomeHighlights market={localeInfos[site.locale]} highlights={highlights} />
    </div>
  )
}
