'use server'

import { OfferId } from '@portal/domain/ids'
import { localeInfos, portalLocales } from '@portal/domain/locales'
import { type TaxResidence, taxResidences } from '@portal/domain/money/tax-residence'
import type { ReactNode } from 'react'
import { z } from 'zod'
import { BankDetails } from '@/components/offers/bank-details'
import { OfferDescriptions } from '@/components/offers/offer-descriptions'
import { OfferConditions } from '@/components/offers/offer-details'
import { getOffer } from '@/lib/backend/deposits'
import { netRateOf } from '@/lib/offers/net-rate'
import { offerTexts } from '@/lib/offers/offer-texts'
import { recordOrNull } from '@/lib/page/page-data'
import { basePathOf } from '@/lib/routing/link-base'

const OfferPanelRequest = z
  .object({
    locale: z.enum(portalLocales),
    /** The page's: `''` on a country host, `/<locale>` on the .com domain. */
    basePath: z.string(),
    offerId: OfferId,
    panel: z.enum(['product', 'bank']),
    residence: z.enum(taxResidences),
  })
  .refine(({ locale, basePath }) =>
    [true, false].some((countryHost) => basePathOf(locale, countryHost) === basePath),
  )
export type OfferPanelRequest = z.input<typeof OfferPanelRequest>

/**
 * The parts of an opened product or bank panel. Server-rendered markup only: a client component
 * inside an action's result would need to be in the page's client manifest, so the panel puts
 * the parts into its tabs itself.
 */
export type OfferPanelParts =
  | { panel: 'product'; conditions: ReactNode; descriptions: ReactNode | null }
  | { panel: 'bank'; content: ReactNode }

/**
 * The product or bank details of one offer, rendered on the server when a visitor opens them.
 * Public data, so no session; the input is validated like any other. Null when the offer is gone.
 */
export async function loadOfferPanel(request: OfferPanelRequest): Promise<OfferPanelParts | null> {
  const parsed = OfferPanelRequest.safeParse(request)
  if (!parsed.success) return null
  const { locale, basePath, offerId, panel, residence } = parsed.data
  const market = localeInfos[locale]
  const offer = recordOrNull(await getOffer(market.region, offerId, locale))
  if (!offer) return null
  const texts = await offerTexts(locale, market)
  if (panel === 'bank') {
    return { panel, content: <BankDetails offer={offer} texts={texts} basePath={basePath} /> }
  }
  return {
    panel,
    conditions: (
      <OfferConditions
        offer={netRateOf(offer, residence as TaxResidence)}
        texts={texts}
        market={market}
      />
    ),
    descriptions:
      offer.descriptions.length > 0 ? (
        <OfferDescriptions descriptions={offer.descriptions} texts={texts} />
      ) : null,
  }
}
