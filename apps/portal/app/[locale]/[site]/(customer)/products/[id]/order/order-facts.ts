import 'server-only'
import type { Offer } from '@portal/domain'
import { displayedRate, formatMoney, formatPercent } from '@portal/domain/format'
import { localeInfos } from '@portal/domain/locales'
import { getTranslations } from 'next-intl/server'
import type { OrderOfferFacts } from '@/components/ordering/order-offer-facts'
import type { PortalLocale } from '@/i18n/locales'
import { assetUrl } from '@/lib/content/asset-url'

/** The offer's facts for the order review, formatted for the customer's locale. */
export async function orderFactsOf(offer: Offer, locale: PortalLocale): Promise<OrderOfferFacts> {
  const t = await getTranslations({ locale, namespace: 'Money.order' })
  const sheet = offer.productInformationSheet
  const sheetUrl = sheet ? assetUrl(sheet.url, locale) : undefined
  const guarantee = offer.depositGuarantee
  return {
    offerId: offer.id,
    bankName: offer.bank.name,
    currency: offer.currency,
    minAmount: offer.minAmount,
    maxAmount: offer.maxAmount,
    rate: formatPercent(displayedRate(offer, localeInfos[locale].country), locale),
    term: offer.termMonths === null ? t('noTerm') : t('termMonths', { months: offer.termMonths }),
    payout: t(`payout.${offer.interestPayout}`),
    withholdingTax: formatPercent(offer.withholdingTax.rate, locale),
    guarantee: t('guaranteeText', {
      scheme: guarantee.scheme,
      limit: formatMoney(guarantee.limit, guarantee.currency, locale),
    }),
    sheet: sheet && sheetUrl ? { url: sheetUrl, title: sheet.title } : null,
  }
}
