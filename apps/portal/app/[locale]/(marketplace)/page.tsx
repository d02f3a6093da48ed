import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { OffersScreen } from '@/components/offers/offers-screen'
import { UsOffersScreen } from '@/components/us-offers/us-offers-screen'
import type { UsSearchParams } from '@/components/us-offers/us-offers-table'
import { isPortalLocale } from '@/i18n/locales'
import type { SearchParams } from '@/lib/offers/search-params'

type OffersPageProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<SearchParams & UsSearchParams>
}

/**
 * The offers table on the market's first activated tab (each tab also has its own route); the US
 * portal shows its APY table instead.
 */
export default async function OffersPage({ params, searchParams }: OffersPageProps) {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  if (locale === 'en-us') {
    return <UsOffersScreen searchParams={await searchParams} path="/en-us" />
  }
  return <OffersScreen locale={locale} searchParams={await searchParams} />
}
