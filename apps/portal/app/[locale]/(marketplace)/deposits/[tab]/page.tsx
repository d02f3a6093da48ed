import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { OffersScreen } from '@/components/offers/offers-screen'
import { isPortalLocale } from '@/i18n/locales'
import { offerTabMetadata } from '@/lib/offers/offer-tab-metadata'
import { isProductTabId } from '@/lib/offers/offer-tabs'
import type { SearchParams } from '@/lib/offers/search-params'

type OfferTabPageProps = {
  params: Promise<{ locale: string; tab: string }>
  searchParams: Promise<SearchParams>
}

export async function generateMetadata({ params }: OfferTabPageProps) {
  const { locale, tab } = await params
  return offerTabMetadata(locale, tab)
}

/** A deep link to one product tab: `/<locale>/deposits/<term|flexgeld|overnight|notice>`. */
export default async function OfferTabPage({ params, searchParams }: OfferTabPageProps) {
  const { locale, tab } = await params
  if (!isPortalLocale(locale) || !isProductTabId(tab)) notFound()
  setRequestLocale(locale)
  return <OffersScreen locale={locale} requestedTab={tab} searchParams={await searchParams} />
}
