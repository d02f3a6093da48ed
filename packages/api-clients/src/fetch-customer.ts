import type { Customer } from '@portal/domain'
import type { CallOptions, ServiceClient } from './client'
import type { customersContract } from './contracts/customers'
import { type ApiResult, failure } from './result'

export const missingCustomerIdMessage = 'No customer ID or BAC number provided'

export interface CustomerLookup extends CallOptions {
  customerId?: string | undefined
  bacNumber?: string | undefined
  /** e.g. `embedAllPersonsAndReferenceAccounts`. */
  embed?: string
}

/**
 * Fetches a customer by id, or else by BAC number (spec section 5). With neither, the error
 * 'No customer ID or BAC number provided' is returned and no call is made.
 */
export function fetchCustomer(
  customers: ServiceClient<typeof customersContract>,
  { customerId, bacNumber, embed, ...call }: CustomerLookup,
): Promise<ApiResult<Customer>> {
  const id = customerId || bacNumber
  if (!id) {
    return Promise.resolve(
      failure({
        name: 'requestError',
        status: 400,
        message: missingCustomerIdMessage,
        code: 'missingCustomerId',
      }),
    )
  }
  return customers.getCustomer({
    ...call,
    params: { customerId: id },
    query: embed ? { embed } : {},
  })
}
