import 'server-only'
import type { ExemptionOrderRequest } from '@portal/api-clients/contracts/customer-tax'
import { cache } from 'react'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { resultOf } from './service-result'

/** Customer tax (`/dss`): German exemption orders, decided by the service with the domain's rules. */
const customerTax = async () => apiClients(await getRegion()).customerTax

export function getExemptionOverview(session: Session, bacNumber: string, taxYear?: number) {
  return exemptionOverview(session.accessToken, bacNumber, taxYear)
}

const exemptionOverview = cache(
  async (token: string, customerId: string, taxYear: number | undefined) =>
    resultOf(
      await (await customerTax()).getExemptionOverview({
        params: { customerId },
        query: taxYear ? { taxYear } : {},
        token,
        init: personalRead,
      }),
    ),
)

/** 422 with the first reason as `code` (`exemptionOrderProblemCodes`). */
export async function putExemptionOrder(
  session: Session,
  bacNumber: string,
  taxYear: number,
  bankId: string,
  body: ExemptionOrderRequest,
) {
  return resultOf(
    await (await customerTax()).putExemptionOrder({
      params: { customerId: bacNumber, taxYear, bankId },
      body,
      token: session.accessToken,
    }),
  )
}
