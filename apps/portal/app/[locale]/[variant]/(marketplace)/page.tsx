import { localeInfos } from '@portal/domain/locales'
import { notFound } from 'next/navigation'
import { HomeHighlights } from '@/components/content/home-highlights'
import { OffersScreen } from '@/components/offers/offers-screen'
import { homeHighlights } from '@/lib/content/home-highlights'
import { offersScreenData } from '@/lib/offers/offers-screen-data'
import { pageVariant, type VariantParams } from '@/lib/page/page-params'
import { searchParamsOf } from '@/lib/page/page-variant'
import { marketHomes } from '@/lib/routes'

/**
 * The offers table on the market's first activated tab (each tab also has its own route), then
 * the CMS tiles, cards and latest press articles. A market whose home is another page (the US
 * APY table) is routed there by the middleware.
 */
export default async function OffersPage({ params }: { params: VariantParams }) {
  const variant = await pageVariant(params)
  if (marketHomes[variant.locale]) notFound()
  const [offers, highlights] = await Promise.all([
    offersScreenData(variant.locale, undefined, searchParamsOf(variant)),
    homeHighlights(variant.locale),
  ])
  return (
    <div className="space-y-12">
      <OffersScreen data={offers} />
      <HomeHighlights market={localeInfos[variant.locale]} highlights={highlights} />
    </div>
  )
}
