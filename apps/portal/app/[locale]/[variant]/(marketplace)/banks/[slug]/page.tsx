import { displayedRateKind } from '@portal/api-clients/contracts/offer-list-rules'
import { bankNameAfterBankWord } from '@portal/domain/bank-name'
import { formatCountryName, formatMoney } from '@portal/domain/format'
import { Subsection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { BankHeader } from '@/components/banks/bank-header'
import { BankOfferList } from '@/components/banks/bank-offer-list'
import { DepositGuaranteeFacts } from '@/components/banks/deposit-guarantee'
import { DescriptionsSection } from '@/components/banks/descriptions'
import { DocumentList } from '@/components/banks/document-list'
import { getBank, getBankOffers } from '@/lib/backend/deposits'
import { pageMetadata } from '@/lib/content/page-metadata'
import { pageData } from '@/lib/page/page-data'
import { pageRecord } from '@/lib/page/page-params'
import { routePath } from '@/lib/routing/href'

type BankRouteProps = { params: Promise<{ locale: string; slug: string }> }

/** Title, description, canonical and hreflang of a bank's page; none for an unknown bank. */
export async function generateMetadata({ params }: BankRouteProps): Promise<Metadata> {
  const { locale, market, record: bank } = await pageRecord(params, 'slug', getBank)
  if (!bank) return {}
  const t = await getTranslations({ locale, namespace: 'BankPage' })
  const country = formatCountryName(bank.countryCode, market.tag)
  const { limit, currency } = bank.depositGuarantee
  return pageMetadata(locale, routePath('bank', { slug: bank.slug }), {
    title: t('metaTitle', { name: bank.name }),
    description: t('metaDescription', {
      name: bank.name,
      country,
      rating: bank.countryCreditRating,
      limit: formatMoney(limit, currency, market.tag),
    }),
  })
}

/** A partner bank: header, deposit guarantee, descriptions, documents and its offers; 404 when unknown. */
export default async function BankPage({ params }: BankRouteProps) {
  const { locale, market, record: bank } = await pageRecord(params, 'slug', getBank)
  if (!bank) notFound()
  const [offers, t] = await Promise.all([
    getBankOffers(market.region, bank, displayedRateKind(market.country), locale).then(pageData),
    getTranslations({ locale, namespace: 'BankPage' }),
  ])
  return (
    <article className="space-y-10">
      <BankHeader bank={bank} tag={market.tag} />
      <DepositGuaranteeFacts guarantee={bank.depositGuarantee} tag={market.tag} />
      <DescriptionsSection
        headingId="about-heading"
        title={t('aboutHeading')}
        items={bank.descriptions}
      />
      <Subsection headingId="documents-heading" title={t('documentsHeading')}>
        <DocumentList documents={bank.documents} emptyText={t('noDocuments')} />
      </Subsection>
      <section aria-labelledby="offers-heading" className="space-y-3">
        <h2 id="offers-heading" className="text-xl font-semibold">
          {t('offersHeading', { name: bankNameAfterBankWord(bank.name, locale) })}
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
