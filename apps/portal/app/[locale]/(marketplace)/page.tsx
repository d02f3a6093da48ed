import { localeInfos } from '@portal/domain/locales'
import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { OfferListTable } from '@/components/offers/offer-list-table'
import { isPortalLocale } from '@/i18n/locales'
import { getOffers } from '@/lib/deposits/get-offers'

type OffersPageProps = {
  params: Promise<{ locale: string }>
}

export default async function OffersPage({ params }: OffersPageProps) {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  // Rendered on request (the build has no sandbox to read from); the offers fetch itself is cached.
  await connection()
  const market = localeInfos[locale]
  const t = await getTranslations({ locale, namespace: 'Offers' })
  const page = await getOffers(market.region, { sort: 'rate', order: 'desc', pageSize: 20 })

  return (
    <section aria-labelledby="offers-title" className="space-y-6">
      <header className="space-y-2">
        <h1 id="offers-title" className="text-3xl font-semibold">
          {t('heading')}
        </h1>
        <p className="max-w-3xl text-neutral-700">{t('intro')}</p>
      </header>
      {page.items.length === 0 ? (
        <Alert variant="info">
          <AlertTitle>{t('empty')}</AlertTitle>
          <AlertDescription>{t('emptyHint')}</AlertDescription>
        </Alert>
      ) : (
        <OfferListTable offers={page.items} total={page.total} market={market} locale={locale} />
      )}
    </section>
  )
}
