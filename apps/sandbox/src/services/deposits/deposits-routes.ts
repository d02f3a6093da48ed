import { depositsContract } from '@portal/api-clients/contracts/deposits'
import { Hono } from 'hono'
import type { SandboxOrm } from '../../db/database'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { findBank, findOffer, listBanks } from './bank-lookup'
import { listOffers } from './offer-list'
import { termsOf } from './offer-terms'
import { listTermsUnavailableOffers } from './terms-unavailable-list'

/** The deposits and products service (`/dbs/v1`): the public marketplace data. */
export function createDepositsRoutes(orm: SandboxOrm): Hono {
  const router = new Hono()
  registerEndpoint(router, depositsContract.listOffers, ({ query }) => listOffers(orm, query))
  registerEndpoint(router, depositsContract.getOffer, async ({ params }) => {
    const offer = await findOffer(orm, params.offerId)
    return offer ?? new ServiceError(404, 'offerNotFound', `Offer ${params.offerId} not found`)
  })
  registerEndpoint(router, depositsContract.getOfferTerms, async ({ params }) => {
    const offer = await findOffer(orm, params.offerId)
    if (offer === undefined) {
      return new ServiceError(404, 'offerNotFound', `Offer ${params.offerId} not found`)
    }
    return termsOf(offer)
  })
  // Sandbox only, for e2e tests: the offers whose terms answer 503 (see terms-availability).
  router.get('/sandbox/terms-unavailable', async (c) =>
    c.json({ offerIds: await listTermsUnavailableOffers(orm) }),
  )
  registerEndpoint(router, depositsContract.listBanks, async () => ({
    items: await listBanks(orm),
  }))
  registerEndpoint(router, depositsContract.getBank, async ({ params }) => {
    const bank = await findBank(orm, params.slug)
    return bank ?? new ServiceError(404, 'bankNotFound', `Bank ${params.slug} not found`)
  })
  return router
}
