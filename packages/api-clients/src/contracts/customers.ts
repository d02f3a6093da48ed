import { Customer } from '@portal/domain'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'

export { customersServicePrefix } from '../service-prefixes'

/** `embed` value that adds all persons and reference accounts to `_embedded`. */
export const embedAllPersonsAndReferenceAccounts = 'all-persons,reference-accounts'

/** The parts `embed` understands; others are ignored. */
export const customerEmbedParts = ['all-persons', 'reference-accounts'] as const
export type CustomerEmbedPart = (typeof customerEmbedParts)[number]

/** The known parts named in an `embed` value, e.g. `all-persons,reference-accounts`. */
export function parseCustomerEmbed(embed: string | undefined): Set<CustomerEmbedPart> {
  const named = new Set((embed ?? '').split(',').map((part) => part.trim()))
  return new Set(customerEmbedParts.filter((part) => named.has(part)))
}

export const CustomerQuery = z.object({
  /** Comma-separated parts to embed, e.g. `all-persons,reference-accounts`. */
  embed: z.string().optional(),
})
export type CustomerQuery = z.input<typeof CustomerQuery>

/**
 * Customer administration (`/cas/v1`). `customerId` is the customer id or the BAC number. A
 * customer not among the token's `bac_number` answers 403 `unauthorized`; no token, 401.
 */
export const customersContract = {
  getCustomer: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId',
    auth: 'bearer',
    params: z.object({ customerId: z.string().min(1) }),
    query: CustomerQuery,
    response: Customer,
  }),
}
