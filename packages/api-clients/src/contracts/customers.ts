import { Customer } from '@portal/domain'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'

/** `embed` value that adds all persons and reference accounts to `_embedded`. */
export const embedAllPersonsAndReferenceAccounts = 'all-persons,reference-accounts'

export const CustomerQuery = z.object({
  /** Comma-separated parts to embed, e.g. `all-persons,reference-accounts`. */
  embed: z.string().optional(),
})
export type CustomerQuery = z.input<typeof CustomerQuery>

/** Customer administration (`/cas/v1`). `customerId` is the customer id or the BAC number. */
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
