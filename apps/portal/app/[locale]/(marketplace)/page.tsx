import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { OffersScreen } from '@/components/offers/offers-screen'
import { isPortalLocale } from '@/i18n/locales'
import type { SearchParams } from '@/lib/offers/search-params'

type OffersPageProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<SearchParams>
}

/** The offers table on the market's first activated tab; each tab also has its own route. */
export default async function OffersPage({ params, searchParams }: OffersPageProps) {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  return <OffersScreen locale={locale} searchParams={await searchParams} />
}
