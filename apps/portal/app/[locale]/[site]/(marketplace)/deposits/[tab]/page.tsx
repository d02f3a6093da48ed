import { notFound } from 'next/navigation'
import { OffersScreen } from '@/components/offers/offers-screen'
import { offerTabMetadata } from '@/lib/offers/offer-tab-metadata'
import { isProductTabId } from '@/lib/offers/offer-tabs'
import { offersScreenData } from '@/lib/offers/offers-screen-data'
import { pageSite } from '@/lib/site/page-site'
import { searchParamsOf } from '@/lib/site/site-segment'

type OfferTabPageProps = { params: Promise<{ locale: string; site: string; tab: string }> }

export async function generateMetadata({ params }: OfferTabPageProps) {
  const { locale } = await pageSite(params)
  return offerTabMetadata(locale, (await params).tab)
}

/** A deep link to one product tab: `/<locale>/deposits/<term|flexgeld|overnight|notice>`. */
export default async function OfferTabPage({ params }: OfferTabPageProps) {
  const site = await pageSite(params)
  const { tab } = await params
  if (!isProductTabId(tab)) notFound()
  const data = await offersScreenData(site.locale, tab, searchParamsOf(site))
  return <OffersScreen requestedTab={tab} data={data} />
}
