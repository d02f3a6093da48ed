import type { OfferTerms as Terms } from '@portal/api-clients/contracts/deposits'
import type { InstitutionFeatureLabel, Offer } from '@portal/domain'
import { localeInfos } from '@portal/domain/locales'
import { Link } from '@portal/ui/link'
import { TableCell, TableRow } from '@portal/ui/table'
import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'
import { InstitutionFeatures } from '@/components/banks/institution-features'
import { OfferCurrency } from '@/components/offers/offer-currency'
import { offerTexts } from '@/lib/offers/offer-texts'
import { termText } from '@/lib/offers/term-label'
import { pageHrefs } from '@/lib/page/page-links'
import { trackLinkAttribute } from '@/lib/tracking/track-link'
import { annualEarnings } from '@/lib/us-offers/annual-earnings'
import { OfferTerms } from './offer-terms'
import { SaveOfferButton } from './save-offer-button'

const locale = 'en-us'

type UsOfferRowProps = {
  offer: Offer
  features: InstitutionFeatureLabel[]
  /** Null when the terms could not be read. */
  terms: Terms | null
  amountMinor: bigint | undefined
  saved: boolean
  /** Column names, written on the cells a phone's card labels its values with. */
  labels?: { apy: string; maturity: string; earnings: string }
}

export async function UsOfferRow({
  offer,
  features,
  terms,
  amountMinor,
  saved,
  labels,
}: UsOfferRowProps) {
  const t = await getTranslations({ locale, namespace: 'UsOffers' })
  const tOffer = await getTranslations({ locale, namespace: 'OfferPage' })
  // the offers table's formatters: the APY lines up on the decimal point as its rates do
  const texts = await offerTexts(locale, localeInfos[locale])
  const href = await pageHrefs()
  const product = tOffer(`productType.${offer.productType}`)
  const apy = terms ? terms.apy : offer.effectiveRate
  return (
    <TableRow data-testid="us-offer-row" data-offer-id={offer.id}>
      <TableCell className="align-top">
        <div className="space-y-2">
          <Link asChild>
            <NextLink
              href={href('bank', { slug: offer.bank.slug })}
              className="font-medium"
              data-testid="us-bank"
              {...trackLinkAttribute({ type: 'bank_card_click', bankSlug: offer.bank.slug })}
            >
              {offer.bank.name}
            </NextLink>
          </Link>
          <InstitutionFeatures features={features} label={t('featuresLabel')} />
        </div>
      </TableCell>
      <TableCell className="align-top">
        <div className="space-y-2">
          <Link asChild variant="subtle">
            <NextLink href={href('offer', { id: offer.id })}>{product}</NextLink>
          </Link>
          <OfferTerms
            terms={terms}
            text={{
              summary: t('termsSummary'),
              error: t('termsError'),
              disclosures: t('disclosuresHeading'),
            }}
          />
        </div>
      </TableCell>
      <TableCell
        className="text-right align-top tabular-nums"
        data-label={labels?.apy}
        data-testid="us-apy"
      >
        <span data-testid="us-apy-rate">{texts.columnRate(apy)}</span>
        {/* on a card beside the APY: the card keeps its height, the first screen its offer */}
        <OfferCurrency
          t={texts.t}
          currency={offer.currency}
          className="text-xs font-medium @max-2xl:ml-2 @max-2xl:inline"
        />
      </TableCell>
      <TableCell className="align-top" data-label={labels?.maturity} data-testid="us-maturity">
        {termText(offer.termMonths, tOffer)}
      </TableCell>
      <TableCell
        className="text-right align-top tabular-nums"
        data-label={labels?.earnings}
        data-testid="us-earnings"
      >
        {amountMinor === undefined ? (
          <span className="text-neutral-700">{t('earningsHint')}</span>
        ) : (
          texts.money(annualEarnings(amountMinor, apy), offer.currency)
        )}
      </TableCell>
      <TableCell className="align-top">
        <SaveOfferButton
          offerId={offer.id}
          saved={saved}
          label={t('save', { product, bank: offer.bank.name })}
          text={{ save: t('saveLabel') }}
        />
      </TableCell>
    </TableRow>
  )
}
