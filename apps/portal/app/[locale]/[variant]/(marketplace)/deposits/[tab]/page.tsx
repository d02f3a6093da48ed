import { notFound } from 'next/navigation'
import { OffersScreen } from '@/components/offers/offers-screen'
import { offerTabMetadata } from '@/lib/offers/offer-tab-metadata'
import { isProductTabId } from '@/lib/offers/offer-tabs'
import { offersScreenData } from '@/lib/offers/offers-screen-data'
import { pageVariant } from '@/lib/page/page-params'
import { searchParamsOf } from '@/lib/page/page-variant'

type OfferTabPageProps = { params: Promise<{ locale: string; variant: string; tab: string }> }

export async function generateMetadata({ params }: OfferTabPageProps) {
  const { locale } = await pageVariant(params)
  return offerTabMetadata(locale, (await params).tab)
}

/** A deep link to one product tab: `/<locale>/deposits/<term|flexgeld|overnight|notice>`. */
export default async function OfferTabPage({ params }: OfferTabPageProps) {
  const variant = await pageVariant(params)
  const { tab } = await params
  if (!isProductTabId(tab)) notFound()
  const data = await offersScreenData(variant.locale, tab, searchParamsOf(variant))
  return <OffersScreen requestedTab={tab} data={data} />
}
