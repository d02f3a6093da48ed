import 'server-only'
import type { OfferTerms } from '@portal/api-clients/contracts/deposits'
import type { InstitutionFeatureLabel } from '@portal/domain'
import { cookies } from 'next/headers'
import { getOfferTerms, getUsOffers, listBanks, type UsOfferPage } from '@/lib/backend/deposits'
import { dataOrNull } from '@/lib/backend/service-result'
import { pageData } from '@/lib/page/page-data'
import { parseSavedOffers, savedOffersCookie } from './saved-offers'

export interface UsOffersData {
  page: UsOfferPage
  /** Each offer's product terms by offer id; null when they could not be read. */
  terms: Map<string, OfferTerms | null>
  /** The institution features of each bank, by bank id. */
  features: Map<string, InstitutionFeatureLabel[]>
  /** The offers this visitor saved (cookie). */
  saved: Set<string>
}

/** The US APY table's rows for `limit`, their terms, the banks' features and the saved offers. */
export async function usOffersData(limit: number): Promise<UsOffersData> {
  const [page, banks, cookieStore] = await Promise.all([
    getUsOffers(limit).then(pageData),
    listBanks('USA', 'en-us').then(pageData),
    cookies(),
  ])
  const terms = await Promise.all(
    page.items.map(
      async (offer) =>
        [offer.id, dataOrNull(await getOfferTerms('USA', offer.id, 'en-us'))] as const,
    ),
  )
  return {
    page,
    terms: new Map(terms),
    features: new Map(banks.map((bank) => [bank.id, bank.institutionFeatures])),
    saved: new Set(parseSavedOffers(cookieStore.get(savedOffersCookie)?.value)),
  }
}
