import { displayedRate, formatMoney, formatPercent } from '@portal/domain/format'
import { localeInfos } from '@portal/domain/locales'
import { Link } from '@portal/ui/link'
import type { Metadata } from 'next'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getOffer } from '@/lib/backend/deposits'
import { pageMetadata } from '@/lib/content/page-metadata'
import { pageLocale } from '@/lib/site/page-site'
import { Descriptions } from './descriptions'
import { OfferFacts } from './offer-facts'
import { termText } from './term-text'

export type OfferRouteProps = { params: Promise<{ locale: string; id: string }> }

/** Title, description, canonical and hreflang of an offer's page; none for an unknown offer. */
export async function offerMetadata({ params }: OfferRouteProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { id } = await params
  const market = localeInfos[locale]
  const offer = await getOffer(market.region, id)
  if (!offer) return {}
  const t = await getTranslations({ locale, namespace: 'OfferPage' })
  const product = t(`productType.${offer.productType}`)
  const rate = formatPercent(displayedRate(offer, market.country), market.tag)
  const country = new Intl.DisplayNames([market.tag], { type: 'region' }).of(offer.country)
  return pageMetadata(locale, `/offers/${offer.id}`, {
    title: t('metaTitle', { product, bank: offer.bank.name, rate }),
    description: t('metaDescription', {
      product,
      bank: offer.bank.name,
      country: country ?? offer.country,
      term: termText(offer.termMonths, t),
      rate,
      min: formatMoney(offer.minAmount, offer.currency, market.tag),
    }),
  })
}

/** Every field of one offer, with a link to its bank; 404 when unknown. */
export async function OfferDetailsScreen({ params }: OfferRouteProps) {
  const locale = await pageLocale(params)
  const { id } = await params
  const market = localeInfos[locale]
  const offer = await getOffer(market.region, id)
  if (!offer) notFound()
  const t = await getTranslations({ locale, namespace: 'OfferPage' })
  const rate = formatPercent(displayedRate(offer, market.country), market.tag)
  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold">
          {t('metaTitle', {
            product: t(`productType.${offer.productType}`),
            bank: offer.bank.name,
            rate,
          })}
        </h1>
        <Link asChild>
          <NextLink href={`/${locale}/banks/${offer.bank.slug}`}>
            {t('toBank', { name: offer.bank.name })}
          </NextLink>
        </Link>
      </header>
      <section aria-labelledby="details-heading" className="space-y-4">
        <h2 id="details-heading" className="text-xl font-semibold">
          {t('detailsHeading')}
        </h2>
        <OfferFacts offer={offer} market={market} />
      </section>
      {offer.descriptions.length > 0 ? (
        <section aria-labelledby="descriptions-heading" className="max-w-3xl space-y-3">
          <h2 id="descriptions-heading" className="text-xl font-semibold">
            {t('descriptionsHeading')}
          </h2>
          <Descriptions items={offer.descriptions} />
        </section>
      ) : null}
    </article>
  )
}
