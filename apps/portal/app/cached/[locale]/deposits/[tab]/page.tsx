import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { OffersScreen } from '@/components/offers/offers-screen'
import { isPortalLocale } from '@/i18n/locales'
import { offerTabMetadata } from '@/lib/offers/offer-tab-metadata'
import { isProductTabId } from '@/lib/offers/offer-tabs'

type CachedTabPageProps = { params: Promise<{ locale: string; tab: string }> }

export const dynamic = 'force-static'
export const revalidate = 300

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: CachedTabPageProps) {
  const { locale, tab } = await params
  return offerTabMetadata(locale, tab)
}

/** One product tab without filters: what app/[locale] shows for `/<locale>/deposits/<tab>`. */
export default async function CachedOfferTabPage({ params }: CachedTabPageProps) {
  const { locale, tab } = await params
  if (!isPortalLocale(locale) || locale === 'en-us' || !isProductTabId(tab)) notFound()
  setRequestLocale(locale)
  return <OffersScreen locale={locale} requestedTab={tab} searchParams={{}} />
}
