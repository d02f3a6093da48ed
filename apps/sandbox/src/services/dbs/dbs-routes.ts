import { depositsContract } from '@portal/api-clients/contracts/deposits'
import type { PortalLocale } from '@portal/domain/locales'
import { marketOf } from '@portal/domain/markets'
import { DecimalString } from '@portal/domain/primitives'
import { Hono } from 'hono'
import { z } from 'zod'
import { listBanks } from '../../bank/catalogue/bank-lookup'
import { bankIn } from '../../bank/catalogue/bank-wording'
import { offerIn } from '../../bank/catalogue/offer-wording'
import { registerEndpoint } from '../../http/contract-route'
import { requestLanguage } from '../../http/request-language'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { bankForMarket, offerForMarket } from './market-reads'
import { listOffers } from './offer-list'
import { changeOfferRate } from './offer-rate-change'
import { termsOf } from './offer-terms'
import { listTermsUnavailableOffers } from './terms-unavailable-list'

const RateChange = z.object({
  rate: DecimalString,
  /** `false` changes the rate without telling the portal (tests show the page is cached). */
  notifyPortal: z.boolean().default(true),
})

const residenceOf = (market: PortalLocale | undefined) =>
  market === undefined ? undefined : marketOf(market).taxResidence

/**
 * The deposits and products service (`/dbs/v1`): the public marketplace data. With
 * SANDBOX_FAULT_INJECTION=1, `PUT /sandbox/offers/:offerId/rate` changes a rate and tells the
 * portal, so its cached pages show it.
 */
export function createDbsRoutes(ctx: ServiceContext): Hono {
  const { orm } = ctx
  const router = new Hono()
  if (ctx.faultInjection) {
    router.put('/sandbox/offers/:offerId/rate', async (c) => {
      const parsed = RateChange.safeParse(await c.req.json().catch(() => undefined))
      if (!parsed.success) {
        return new ServiceError(400, 'invalidRequest', 'Expected { rate }.').toResponse()
      }
      const offerId = c.req.param('offerId')
      const changed = await changeOfferRate(orm, offerId, parsed.data.rate)
      if (changed === undefined) {
        return new ServiceError(404, 'offerNotFound', `Offer ${offerId} not found`).toResponse()
      }
      const notified = parsed.data.notifyPortal
        ? await ctx.portalNotifier.offersChanged([changed])
        : false
      return c.json({ ...changed, rate: parsed.data.rate, notified })
    })
  }
  // A market's offers carry its savers' tax at source and say so in its tax texts.
  registerEndpoint(router, depositsContract.listOffers, async ({ query, context }) => {
    const page = await listOffers(orm, query)
    const reader = requestLanguage(context)
    const residence = residenceOf(query.market)
    return { ...page, items: page.items.map((offer) => offerIn(offer, reader, residence)) }
  })
  registerEndpoint(router, depositsContract.getOffer, async ({ params, query, context }) => {
    const offer = await offerForMarket(orm, params.offerId, query.market)
    return offer instanceof ServiceError
      ? offer
      : offerIn(offer, requestLanguage(context), residenceOf(query.market))
  })
  registerEndpoint(router, depositsContract.getOfferTerms, async ({ params, query }) => {
    const offer = await offerForMarket(orm, params.offerId, query.market)
    return offer instanceof ServiceError ? offer : termsOf(offer)
  })
  // Sandbox only, for e2e tests: the offers whose terms answer 503 (see terms-availability).
  router.get('/sandbox/terms-unavailable', async (c) =>
    c.json({ offerIds: await listTermsUnavailableOffers(orm) }),
  )
  registerEndpoint(router, depositsContract.listBanks, async ({ query, context }) => {
    const reader = requestLanguage(context)
    return { items: (await listBanks(orm, query)).map((bank) => bankIn(bank, reader)) }
  })
  registerEndpoint(router, depositsContract.getBank, async ({ params, query, context }) => {
    const bank = await bankForMarket(orm, params.slug, query.market)
    return bank instanceof ServiceError ? bank : bankIn(bank, requestLanguage(context))
  })
  return router
}
