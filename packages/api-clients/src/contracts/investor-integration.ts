import { z } from 'zod'
import { defineEndpoint } from './endpoint'

export const ClickIdBody = z.object({ irclickid: z.string().min(1) })
export type ClickIdBody = z.input<typeof ClickIdBody>

/**
 * Investor-facing integration (`/pia/api/v1`). `/store` keeps the marketing click id on the
 * server when the visitor gave no cookie consent; visitors may be public, so no token. The spec
 * does not show the result, so any body is accepted.
 */
export const investorIntegrationContract = {
  storeClickId: defineEndpoint({
    method: 'POST',
    path: '/store',
    auth: 'none',
    credentials: 'include',
    body: ClickIdBody,
    response: z.unknown(),
  }),
}
