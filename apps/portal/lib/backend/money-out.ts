import {
  idempotencyKeyHeader,
  type Withdrawal,
  type WithdrawalRequest,
} from '@portal/api-clients/contracts/savings'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { noAccount, resultOf, type ServiceResult } from './service-result'

/**
 * Money out (`/das/v1/customers/:id/withdrawals`): from the settlement account or an overnight or
 * Flexgeld deposit, to the reference account only, with a verified mTAN for that amount and payee.
 * Executed under the form's idempotency key (a resubmission pays once); refusals carry their code
 * (`insufficientFunds`, `payeeNotReferenceAccount`, `authenticationRequired`).
 */
export async function withdraw(
  session: Session,
  request: WithdrawalRequest,
  idempotencyKey: string,
): Promise<ServiceResult<Withdrawal>> {
  if (!session.bacNumber) return noAccount
  return resultOf(
    await apiClients(await getRegion()).savings.withdraw({
      params: { customerId: session.bacNumber },
      body: request,
      token: session.accessToken,
      headers: { [idempotencyKeyHeader]: idempotencyKey },
      init: personalRead,
    }),
  )
}
