import type { LocaleInfo, PortalLocale } from '@portal/domain/locales'
import { getTranslations } from 'next-intl/server'
import { offerTextsOf } from './offer-texts-of'

export type { OfferTexts } from './offer-texts-of'

/** Offer texts for server components. */
export async function offerTexts(locale: PortalLocale, market: LocaleInfo) {
  return offerTextsOf(await getTranslations({ locale, namespace: 'Offers' }), market)
}
