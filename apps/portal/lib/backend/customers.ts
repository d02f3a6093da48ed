import 'server-only'
import {
  type AddressChangeRequest,
  type AgreementKind,
  embedAllPersonsAndReferenceAccounts,
  type FinancialInformationChangeRequest,
  type InitialReferenceAccountRequest,
} from '@portal/api-clients/contracts/customers'
import { fetchCustomer } from '@portal/api-clients/fetch-customer'
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

const customerData = async () => apiClients(await getRegion()).customerData

/** Changes a person's address with a verified `address_change` challenge. */
export async function updatePersonAddress(
  session: Session,
  bacNumber: string,
  personId: string,
  body: AddressChangeRequest,
) {
  return (await customerData()).updateAddress({
    params: { customerId: bacNumber, personId },
    body,
    token: session.accessToken,
  })
}

/** Changes a person's PEP status and source of funds with a verified challenge. */
export async function updateFinancialInformation(
  session: Session,
  bacNumber: string,
  personId: string,
  body: FinancialInformationChangeRequest,
) {
  return (await customerData()).updateFinancialInformation({
    params: { customerId: bacNumber, personId },
    body,
    token: session.accessToken,
  })
}

/** When the customer last confirmed their data, and whether it is due (`/my-data/validate`). */
export async function getDataConfirmation(session: Session, bacNumber: string) {
  return (await customerData()).getDataConfirmation({
    params: { customerId: bacNumber },
    token: session.accessToken,
    init: personalRead,
  })
}

/** Records that the customer confirmed their data. */
export async function confirmCustomerData(session: Session, bacNumber: string) {
  return (await customerData()).confirmData({
    params: { customerId: bacNumber },
    token: session.accessToken,
  })
}

/** The first reference account; IBAN and BIC reasons come back as issues at `iban` / `bic`. */
export async function setInitialReferenceAccount(
  session: Session,
  bacNumber: string,
  body: InitialReferenceAccountRequest,
) {
  return (await customerData()).setInitialReferenceAccount({
    params: { customerId: bacNumber },
    body,
    token: session.accessToken,
  })
}

export async function listReferralLeads(session: Session, bacNumber: string) {
  return (await customerData()).listReferralLeads({
    params: { customerId: bacNumber },
    token: session.accessToken,
    init: personalRead,
  })
}

/** A consent given once (404 until agreed). */
export async function getAgreement(session: Session, bacNumber: string, kind: AgreementKind) {
  return (await customerData()).getAgreement({
    params: { customerId: bacNumber, kind },
    token: session.accessToken,
    init: personalRead,
  })
}

export async function giveAgreement(session: Session, bacNumber: string, kind: AgreementKind) {
  return (await customerData()).giveAgreement({
    params: { customerId: bacNumber, kind },
    body: { agreed: true },
    token: session.accessToken,
  })
}
