import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { OffersScreen } from '@/components/offers/offers-screen'
import { isPortalLocale } from '@/i18n/locales'

export const dynamic = 'force-static'
export const revalidate = 300

export function generateStaticParams() {
  return []
}

/** The offers table of a market's first tab without filters: what app/[locale] shows for `/<locale>`. */
export default async function CachedOffersPage({
  params,
}: {
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!isPortalLocale(locale) || locale === 'en-us') notFound()
  setRequestLocale(locale)
  return <OffersScreen locale={locale} searchParams={{}} />
}
