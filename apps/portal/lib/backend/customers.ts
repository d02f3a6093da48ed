import 'server-only'
import {
  type AddressChangeRequest,
  type AgreementKind,
  type CorrespondenceLanguageRequest,
  embedAllPersonsAndReferenceAccounts,
  type FinancialInformationChangeRequest,
  type InitialReferenceAccountRequest,
} from '@portal/api-clients/contracts/customers'
import { fetchCustomer } from '@portal/api-clients/fetch-customer'
import type { Customer } from '@portal/domain'
import { cache } from 'react'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { noAccount, resultOf, type ServiceResult } from './service-result'

/** Customer administration (`/cas/v1`). */

/**
 * The session's chosen customer account with every person and reference account
 * (`embed=all-persons,reference-accounts`, spec section 7): the one read of the customer, for
 * every part of a page that needs it. Without a BAC number nothing is asked.
 */
export async function getCustomer(session: Session): Promise<ServiceResult<Customer>> {
  if (!session.bacNumber) return noAccount
  return customer(session.accessToken, session.bacNumber)
}

const customer = cache(async (token: string, bacNumber: string) =>
  resultOf(
    await fetchCustomer(apiClients(await getRegion()).customers, {
      bacNumber,
      token,
      embed: embedAllPersonsAndReferenceAccounts,
      init: personalRead,
    }),
  ),
)

const customerData = async () => apiClients(await getRegion()).customerData

/** Changes a person's address with a verified `address_change` challenge. */
export async function updatePersonAddress(
  session: Session,
  bacNumber: string,
  personId: string,
  body: AddressChangeRequest,
) {
  return resultOf(
    await (await customerData()).updateAddress({
      params: { customerId: bacNumber, personId },
      body,
      token: session.accessToken,
    }),
  )
}

/** Sets the language the bank writes a person's letters, mails, SMS and documents in. */
export async function updateCorrespondenceLanguage(
  session: Session,
  bacNumber: string,
  personId: string,
  body: CorrespondenceLanguageRequest,
) {
  return resultOf(
    await (await customerData()).updateCorrespondenceLanguage({
      params: { customerId: bacNumber, personId },
      body,
      token: session.accessToken,
    }),
  )
}

/** Changes a person's PEP status and source of funds with a verified challenge. */
export async function updateFinancialInformation(
  session: Session,
  bacNumber: string,
  personId: string,
  body: FinancialInformationChangeRequest,
) {
  return resultOf(
    await (await customerData()).updateFinancialInformation({
      params: { customerId: bacNumber, personId },
      body,
      token: session.accessToken,
    }),
  )
}

/** When the customer last confirmed their data, and whether it is due (`/my-data/validate`). */
export function getDataConfirmation(session: Session, bacNumber: string) {
  return dataConfirmation(session.accessToken, bacNumber)
}

const dataConfirmation = cache(async (token: string, customerId: string) =>
  resultOf(
    await (await customerData()).getDataConfirmation({
      params: { customerId },
      token,
      init: personalRead,
    }),
  ),
)

/**
 * What the bank still needs from the session's person on the account (data confirmation, first
 * reference account, documents), as far as their roles let them do it: the dashboard's tasks.
 */
export async function getOpenTasks(session: Session) {
  if (!session.bacNumber) return noAccount
  return openTasks(session.accessToken, session.bacNumber)
}

const openTasks = cache(async (token: string, customerId: string) =>
  resultOf(
    await (await customerData()).getOpenTasks({
      params: { customerId },
      token,
      init: personalRead,
    }),
  ),
)

/** Records that the customer confirmed their data. */
export async function confirmCustomerData(session: Session, bacNumber: string) {
  return resultOf(
    await (await customerData()).confirmData({
      params: { customerId: bacNumber },
      token: session.accessToken,
    }),
  )
}

/** The first reference account; IBAN and BIC reasons come back as issues at `iban` / `bic`. */
export async function setInitialReferenceAccount(
  session: Session,
  bacNumber: string,
  body: InitialReferenceAccountRequest,
) {
  return resultOf(
    await (await customerData()).setInitialReferenceAccount({
      params: { customerId: bacNumber },
      body,
      token: session.accessToken,
    }),
  )
}

export function listReferralLeads(session: Session, bacNumber: string) {
  return referralLeads(session.accessToken, bacNumber)
}

const referralLeads = cache(async (token: string, customerId: string) =>
  resultOf(
    await (await customerData()).listReferralLeads({
      params: { customerId },
      token,
      init: personalRead,
    }),
  ),
)

/** The account's personal refer-a-friend code (the sandbox creates it on the first ask). */
export function getReferralCode(session: Session, bacNumber: string) {
  return referralCode(session.accessToken, bacNumber)
}

const referralCode = cache(async (token: string, customerId: string) =>
  resultOf(
    await (await customerData()).getReferralCode({
      params: { customerId },
      token,
      init: personalRead,
    }),
  ),
)

/** A consent given once (`notFound` until agreed). */
export function getAgreement(session: Session, bacNumber: string, kind: AgreementKind) {
  return agreement(session.accessToken, bacNumber, kind)
}

const agreement = cache(async (token: string, customerId: string, kind: AgreementKind) =>
  resultOf(
    await (await customerData()).getAgreement({
      params: { customerId, kind },
      token,
      init: personalRead,
    }),
  ),
)

/** The consent's text as the bank words it now, in the page's language, with its version. */
export function getAgreementText(session: Session, bacNumber: string, kind: AgreementKind) {
  return agreementText(session.accessToken, bacNumber, kind)
}

const agreementText = cache(async (token: string, customerId: string, kind: AgreementKind) =>
  resultOf(
    await (await customerData()).getAgreementText({
      params: { customerId, kind },
      token,
      init: personalRead,
    }),
  ),
)

/** Agrees to the text shown: its version and language (409 `agreementTextChanged` if reworded). */
export async function giveAgreement(
  session: Session,
  bacNumber: string,
  kind: AgreementKind,
  shown: { version: string; language: string },
) {
  return resultOf(
    await (await customerData()).giveAgreement({
      params: { customerId: bacNumber, kind },
      body: { agreed: true, ...shown },
      token: session.accessToken,
    }),
  )
}
