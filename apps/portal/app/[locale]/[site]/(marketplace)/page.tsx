import { notFound } from 'next/navigation'
import { OffersScreen } from '@/components/offers/offers-screen'
import { marketHomes } from '@/lib/routes'
import { pageSite, type SiteParams } from '@/lib/site/page-site'
import { searchParamsOf } from '@/lib/site/site-segment'

/**
 * The offers table on the market's first activated tab (each tab also has its own route). A
 * market whose home is another page (the US APY table) is routed there by the middleware.
 */
export default async function OffersPage({ params }: { params: SiteParams }) {
  const site = await pageSite(params)
  if (marketHomes[site.locale]) notFound()
  return <OffersScreen locale={site.locale} searchParams={searchParamsOf(site)} />
}
