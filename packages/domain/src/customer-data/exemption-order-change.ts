import type { CalendarDate } from '../money/calendar-date'
import {
  type ExemptionAmountProblem,
  type ExemptionOrderKind,
  exemptionAmountProblem,
} from './exemption-allowance'
import { type ExemptionYearProblem, exemptionYearProblem } from './exemption-deadlines'
import {
  type ExemptionApplicant,
  type ExemptionBank,
  type ExemptionEligibilityProblem,
  exemptionEligibilityProblem,
} from './exemption-eligibility'
import { type ExemptionOrderKindInYear, exemptionKindChangeProblem } from './exemption-kind-change'

export type ExemptionOrderProblem =
  | ExemptionEligibilityProblem
  | ExemptionYearProblem
  | 'joint_cannot_become_single'
  | ExemptionAmountProblem

export interface ExemptionOrderChange {
  applicant: ExemptionApplicant
  bank: ExemptionBank
  receivedOn: CalendarDate
  taxYear: number
  kind: ExemptionOrderKind
  amountCents: number
  otherBanksCents: number
  usedCents: number
  /** The order at this bank for that tax year, if there is one. */
  current?: ExemptionOrderKindInYear | undefined
}

/**
 * Every reason a new or changed exemption order is refused. When no order may be given at all,
 * that is the only reason; otherwise year, kind and amount are each reported.
 */
export function exemptionOrderChangeProblems(
  change: ExemptionOrderChange,
): ExemptionOrderProblem[] {
  const eligibility = exemptionEligibilityProblem(change.applicant, change.bank, change.kind)
  if (eligibility) return [eligibility]
  return [
    exemptionYearProblem(change.receivedOn, change.taxYear),
    exemptionKindChangeProblem(change.current, change),
    exemptionAmountProblem(change),
  ].filter((problem) => problem !== null)
}
