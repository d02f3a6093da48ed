import 'server-only'
import { embedAllPersonsAndReferenceAccounts } from '@portal/api-clients/contracts/customers'
import { fetchCustomer } from '@portal/api-clients/fetch-customer'
import { type ApiResult, failure } from '@portal/api-clients/result'
import type { AdditionalFinancialInformation, Address, Person } from '@portal/domain'
import type { Region } from '@portal/domain/region'
import { cache } from 'react'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
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

/**
 * The session's chosen customer account with every person and reference account
 * (`embed=all-persons,reference-accounts`, spec section 7), read once per request however many
 * parts of a page need it. Without a BAC number the spec's error comes back and no call is made.
 */
export const getCustomerWithPersons = cache(async (session: Session) =>
  fetchCustomer(apiClients(await getRegion()).customers, {
    bacNumber: session.bacNumber,
    token: session.accessToken,
    embed: embedAllPersonsAndReferenceAccounts,
    init: personalRead,
  }),
)

/**
 * Changes a person's address. The customers contract has no change endpoint yet (requested in
 * /work/contract-changes.md): until it lands this answers "not available" and nothing is sent,
 * so the form keeps what was typed and says the change was not saved.
 */
export async function updatePersonAddress(
  _session: Session,
  _bacNumber: string,
  _personId: string,
  _address: Address,
): Promise<ApiResult<Person>> {
  return notAvailableYet
}

/** Changes a person's PEP status and source of funds; see updatePersonAddress. */
export async function updateFinancialInformation(
  _session: Session,
  _bacNumber: string,
  _personId: string,
  _information: AdditionalFinancialInformation,
): Promise<ApiResult<Person>> {
  return notAvailableYet
}

const notAvailableYet = failure<Person>({
  name: 'requestError',
  status: 501,
  message: 'The customer service offers no change of this data yet.',
  code: 'notImplemented',
})

/** Records that the customer confirmed their data; see updatePersonAddress. */
export async function confirmCustomerData(
  _session: Session,
  _bacNumber: string,
): Promise<ApiResult<Person>> {
  return notAvailableYet
}
