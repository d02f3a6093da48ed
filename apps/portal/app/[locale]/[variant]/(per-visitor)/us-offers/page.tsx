import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { UsOffersScreen } from '@/components/us-offers/us-offers-screen'
import type { UsSearchParams } from '@/components/us-offers/us-offers-table'
import { translatedPageMetadata } from '@/lib/content/page-metadata'
import { pageLocale } from '@/lib/page/page-params'
import { routePath } from '@/lib/routing/href'
import { requestHref } from '@/lib/routing/request-href'
import { parseLimitParam } from '@/lib/us-offers/limit-param'
import { usOffersData } from '@/lib/us-offers/us-offers-data'

type UsOffersPageProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<UsSearchParams>
}

export async function generateMetadata({ params }: UsOffersPageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  return locale === 'en-us' ? translatedPageMetadata(locale, 'UsOffers', routePath('usOffers')) : {}
}

/** The US offers table; only the US portal has it, every other locale answers 404. */
export default async function UsOffersPage({ params, searchParams }: UsOffersPageProps) {
  const locale = await pageLocale(params)
  if (locale !== 'en-us') notFound()
  const search = await searchParams
  const limit = parseLimitParam(search.limit)
  return (
    <UsOffersScreen
      searchParams={search}
      limit={limit}
      data={await usOffersData(limit.limit)}
      path={(await requestHref())('usOffers')}
    />
  )
}
