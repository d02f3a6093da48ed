import type { Withdrawal } from '@portal/api-clients/contracts/savings'
import { isUnanswered, type ServiceResult } from '@/lib/backend/service-result'

export type WithdrawalOutcome =
  | { status: 'executed'; withdrawal: Withdrawal }
  | {
      status:
        | 'insufficientFunds'
        | 'payeeNotReference'
        | 'authenticationRequired'
        | 'unavailable'
        | 'refused'
    }

const refusals: Record<string, WithdrawalOutcome['status']> = {
  insufficientFunds: 'insufficientFunds',
  payeeNotReferenceAccount: 'payeeNotReference',
  authenticationRequired: 'authenticationRequired',
}

/** What the payout form makes of the savings service's answer to a withdrawal. */
export function withdrawalOutcomeOf(result: ServiceResult<Withdrawal>): WithdrawalOutcome {
  if (result.ok) return { status: 'executed', withdrawal: result.data }
  const known = refusals[result.failure.code]
  if (known) return { status: known } as WithdrawalOutcome
  return { status: isUnanswered(result.failure) ? 'unavailable' : 'refused' }
}
