import 'server-only'
import type { Offer } from '@portal/domain'
import { displayedRate, formatMoney, formatPercent } from '@portal/domain/format'
import { localeInfos } from '@portal/domain/locales'
import { marketOfResidence } from '@portal/domain/markets'
import { guaranteeLimitOn } from '@portal/domain/money/deposit-guarantee-schemes'
import { withholdingTaxRate } from '@portal/domain/money/withholding-tax'
import { getTranslations } from 'next-intl/server'
import type { PortalLocale } from '@/i18n/locales'
import { assetUrl } from '@/lib/content/asset-url'
import type { OrderOfferFacts } from '@/lib/ordering/order-offer-facts'
import { orderProlongationChoices } from '@/lib/savings/prolongation'

/**
 * The offer's facts for the order review, formatted for the customer's locale. Withholding tax
 * (for the customer's tax residence) and deposit guarantee come from the tables the ledger books
 * with, not from the offer's marketing text, which may lag behind (the seed shows the old
 * £85,000 FSCS limit).
 */
export async function orderFactsOf(
  offer: Offer,
  locale: PortalLocale,
  taxResidence: string,
): Promise<OrderOfferFacts> {
  const t = await getTranslations({ locale, namespace: 'Money.order' })
  const sheet = offer.productInformationSheet
  const sheetUrl = sheet ? assetUrl(sheet.url, locale) : undefined
  const guarantee = guaranteeLimitOn(offer.country, new Date().toISOString().slice(0, 10)) ?? {
    scheme: offer.depositGuarantee.scheme,
    limit: offer.depositGuarantee.limit,
    currency: offer.depositGuarantee.currency,
  }
  return {
    offerId: offer.id,
    bankName: offer.bank.name,
    currency: offer.currency,
    minAmount: offer.minAmount,
    maxAmount: offer.maxAmount,
    rate: formatPercent(displayedRate(offer, localeInfos[locale].country), locale),
    term: offer.termMonths === null ? t('noTerm') : t('termMonths', { months: offer.termMonths }),
    payout: t(`payout.${offer.interestPayout}`),
    withholdingTax: formatPercent(withholdingTaxRate(offer.country, taxResidence), locale),
    guarantee: t('guaranteeText', {
      scheme: guarantee.scheme,
      limit: formatMoney(guarantee.limit, guarantee.currency, locale),
    }),
    foreignTo: foreignTo(offer.currency, taxResidence),

    prolongationChoices: orderProlongationChoices(offer),
    sheet: sheet && sheetUrl ? { url: sheetUrl, title: sheet.title } : null,
  }
}

/** The customer's own currency when an offer is in another one (a foreign-currency deposit). */
export function foreignTo(currency: string, taxResidence: string): string | null {
  const home = marketOfResidence(taxResidence)?.currency
  return home !== undefined && home !== currency ? home : null
}
