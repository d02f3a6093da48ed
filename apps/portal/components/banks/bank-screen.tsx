import { formatMoney } from '@portal/domain/format'
import { localeInfos } from '@portal/domain/locales'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getBank, getBankOffers } from '@/lib/backend/deposits'
import { pageMetadata } from '@/lib/content/page-metadata'
import { pageLocale } from '@/lib/site/page-site'
import { BankHeader } from './bank-header'
import { BankOfferList } from './bank-offer-list'
import { DepositGuaranteeFacts } from './deposit-guarantee'
import { Descriptions } from './descriptions'
import { DocumentList } from './document-list'

export type BankRouteProps = { params: Promise<{ locale: string; slug: string }> }

/** Title, description, canonical and hreflang of a bank's page; none for an unknown bank. */
export async function bankMetadata({ params }: BankRouteProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { slug } = await params
  const market = localeInfos[locale]
  const bank = await getBank(market.region, slug)
  if (!bank) return {}
  const t = await getTranslations({ locale, namespace: 'BankPage' })
  const country = new Intl.DisplayNames([market.tag], { type: 'region' }).of(bank.countryCode)
  const { limit, currency } = bank.depositGuarantee
  return pageMetadata(locale, `/banks/${bank.slug}`, {
    title: t('metaTitle', { name: bank.name }),
    description: t('metaDescription', {
      name: bank.name,
      country: country ?? bank.countryCode,
      rating: bank.countryCreditRating,
      limit: formatMoney(limit, currency, market.tag),
    }),
  })
}

/** A partner bank: header, deposit guarantee, descriptions, documents and its offers; 404 when unknown. */
export async function BankScreen({ params }: BankRouteProps) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const market = localeInfos[locale]
  const bank = await getBank(market.region, slug)
  if (!bank) notFound()
  const [offers, t] = await Promise.all([
    getBankOffers(market.region, bank),
    getTranslations({ locale, namespace: 'BankPage' }),
  ])
  return (
    <article className="space-y-10">
      <BankHeader bank={bank} locale={locale} tag={market.tag} />
      <DepositGuaranteeFacts guarantee={bank.depositGuarantee} locale={locale} tag={market.tag} />
      <section aria-labelledby="about-heading" className="max-w-3xl space-y-3">
        <h2 id="about-heading" className="text-xl font-semibold">
          {t('aboutHeading')}
        </h2>
        <Descriptions items={bank.descriptions} />
      </section>
      <section aria-labelledby="documents-heading" className="space-y-3">
        <h2 id="documents-heading" className="text-xl font-semibold">
          {t('documentsHeading')}
        </h2>
        <DocumentList documents={bank.documents} locale={locale} emptyText={t('noDocuments')} />
      </section>
      <section aria-labelledby="offers-heading" className="space-y-3">
        <h2 id="offers-heading" className="text-xl font-semibold">
          {t('offersHeading', { name: bank.name })}
        </h2>
        {offers.length === 0 ? (
          <p>{t('noOffers')}</p>
        ) : (
          <BankOfferList offers={offers} market={market} />
        )}
      </section>
    </article>
  )
}
