import type { ExemptionOrderKind } from './exemption-allowance'

export interface ExemptionOrderKindInYear {
  kind: ExemptionOrderKind
  taxYear: number
}

/**
 * A joint order cannot become a single one within the tax year: the spouses' joint allowance may
 * already have been used by either of them. From the next tax year on they may split it; a single
 * order may become joint within the year (after a marriage).
 */
export function exemptionKindChangeProblem(
  current: ExemptionOrderKindInYear | undefined,
  next: ExemptionOrderKindInYear,
): 'joint_cannot_become_single' | null {
  const jointToSingle = current?.kind === 'joint' && next.kind === 'single'
  return jointToSingle && current.taxYear === next.taxYear ? 'joint_cannot_become_single' : null
}
