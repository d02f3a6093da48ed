import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { UsOffersScreen } from '@/components/us-offers/us-offers-screen'
import type { UsSearchParams } from '@/components/us-offers/us-offers-table'
import { translatedPageMetadata } from '@/lib/content/page-metadata'
import { pageLocale } from '@/lib/site/page-site'

type UsOffersPageProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<UsSearchParams>
}

export async function generateMetadata({ params }: UsOffersPageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  return locale === 'en-us' ? translatedPageMetadata(locale, 'UsOffers', '/us-offers') : {}
}

/** The US offers table; only the US portal has it, every other locale answers 404. */
export default async function UsOffersPage({ params, searchParams }: UsOffersPageProps) {
  const locale = await pageLocale(params)
  if (locale !== 'en-us') notFound()
  return <UsOffersScreen searchParams={await searchParams} path={`/${locale}/us-offers`} />
}
