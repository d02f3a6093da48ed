import 'server-only'
import type { ReferenceAccountChangeRequest } from '@portal/api-clients/contracts/kyc'
import { cache } from 'react'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { resultOf } from './service-result'

/** KYC status (`/kss`), case processing (`/kcps`) and the identification connector (`/kci`). */
const clients = async () => apiClients(await getRegion())

export function getKycStatus(session: Session, bacNumber: string) {
  return kycStatus(session.accessToken, bacNumber)
}

const kycStatus = cache(async (token: string, customerId: string) =>
  resultOf(
    await (await clients()).kycStatus.getKycStatus({
      params: { customerId },
      token,
      init: personalRead,
    }),
  ),
)

export function listKycCases(session: Session, bacNumber: string) {
  return kycCases(session.accessToken, bacNumber)
}

const kycCases = cache(async (token: string, customerId: string) =>
  resultOf(
    await (await clients()).kycCases.listCases({
      params: { customerId },
      token,
      init: personalRead,
    }),
  ),
)

/** 409 while another change is open; 409 `identificationRequired` without a fresh identification. */
export async function openReferenceAccountChange(
  session: Session,
  bacNumber: string,
  body: ReferenceAccountChangeRequest,
) {
  return resultOf(
    await (await clients()).kycCases.openReferenceAccountChange({
      params: { customerId: bacNumber },
      body,
      token: session.accessToken,
    }),
  )
}

export async function startIdentification(
  session: Session,
  bacNumber: string,
  purpose: 'reference_account_change' | 'missing_idd',
) {
  return resultOf(
    await (await clients()).kycConnector.startIdentification({
      params: { customerId: bacNumber },
      body: { purpose },
      token: session.accessToken,
    }),
  )
}
