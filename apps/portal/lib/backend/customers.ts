import { fetchCustomer } from '@portal/api-clients/fetch-customer'
import type { Region } from '@portal/domain/region'
import { apiClients } from './clients'
import { personalRead } from './read-policy'

/** Customer administration (`/cas/v1`). */

/** A customer account of the session by BAC number (spec section 5), never cached. */
export function getCustomerByBacNumber(region: Region, accessToken: string, bacNumber: string) {
  return fetchCustomer(apiClients(region).customers, {
    bacNumber,
    token: accessToken,
    init: personalRead,
  })
}
