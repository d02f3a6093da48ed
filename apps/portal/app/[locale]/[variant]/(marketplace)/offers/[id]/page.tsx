import { bankNameAfterBankWord } from '@portal/domain/bank-name'
import { displayedRate, formatCountryName, formatMoney, formatPercent } from '@portal/domain/format'
import { marketOf, productTypeIn } from '@portal/domain/markets'
import { Link } from '@portal/ui/link'
import { Subsection } from '@portal/ui/section'
import type { Metadata } from 'next'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { DescriptionsSection } from '@/components/banks/descriptions'
import { OfferFacts } from '@/components/banks/offer-facts'
import { getOffer } from '@/lib/backend/deposits'
import { pageMetadata } from '@/lib/content/page-metadata'
import { termText } from '@/lib/offers/term-label'
import { pageHrefs } from '@/lib/page/page-links'
import { pageRecord } from '@/lib/page/page-params'
import { routePath } from '@/lib/routing/href'

type OfferRouteProps = { params: Promise<{ locale: string; id: string }> }

/** Title, description, canonical and hreflang of an offer's page; none for an unknown offer. */
export async function generateMetadata({ params }: OfferRouteProps): Promise<Metadata> {
  const { locale, market, record: offer } = await pageRecord(params, 'id', getOffer)
  if (!offer) return {}
  const t = await getTranslations({ locale, namespace: 'OfferPage' })
  const product = t(`productType.${productTypeIn(marketOf(locale), offer)}`)
  const rate = formatPercent(displayedRate(offer, market.country), market.tag)
  const country = formatCountryName(offer.country, market.tag)
  return pageMetadata(locale, routePath('offer', { id: offer.id }), {
    title: t('metaTitle', { product, bank: bankNameAfterBankWord(offer.bank.name, locale), rate }),
    description: t('metaDescription', {
      product,
      bank: bankNameAfterBankWord(offer.bank.name, locale),
      country,
      term: termText(offer.termMonths, t),
      rate,
      min: formatMoney(offer.minAmount, offer.currency, market.tag),
    }),
  })
}

/** Every field of one offer, with a link to its bank; 404 when unknown. */
export default async function OfferDetailsPage({ params }: OfferRouteProps) {
  const { locale, market, record: offer } = await pageRecord(params, 'id', getOffer)
  if (!offer) notFound()
  const t = await getTranslations({ locale, namespace: 'OfferPage' })
  const rate = formatPercent(displayedRate(offer, market.country), market.tag)
  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold">
          {t('metaTitle', {
            product: t(`productType.${productTypeIn(marketOf(locale), offer)}`),
            bank: bankNameAfterBankWord(offer.bank.name, locale),
            rate,
          })}
        </h1>
        <Link asChild>
          <NextLink href={(await pageHrefs())('bank', { slug: offer.bank.slug })}>
            {t('toBank', { name: bankNameAfterBankWord(offer.bank.name, locale) })}
          </NextLink>
        </Link>
      </header>
      <Subsection headingId="details-heading" title={t('detailsHeading')} className="space-y-4">
        <OfferFacts offer={offer} market={market} />
      </Subsection>
      {offer.descriptions.length > 0 ? (
        <DescriptionsSection
          headingId="descriptions-heading"
          title={t('descriptionsHeading')}
          items={offer.descriptions}
        />
      ) : null}
    </article>
  )
}
