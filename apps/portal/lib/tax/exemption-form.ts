import type { ExemptionOverview } from '@portal/api-clients/contracts/customer-tax'
import { exemptionAmountProblem } from '@portal/domain/customer-data/exemption-allowance'
import { exemptionKindChangeProblem } from '@portal/domain/customer-data/exemption-kind-change'
import { formText } from '@/lib/customer/form-state'

export const exemptionFields = ['bankId', 'kind', 'amount', 'elsewhere'] as const

export type ExemptionForm =
  | {
      ok: true
      bankId: string
      kind: 'single' | 'joint'
      amountCents: number
      elsewhereCents: number
    }
  | { ok: false; fieldErrors: Record<string, string> }

const wholeEuros = (value: string) =>
  /^\d{1,5}$/.test(value.replace(/[\s.']/g, '')) ? Number(value.replace(/[\s.']/g, '')) * 100 : null

/**
 * The exemption order form checked against the year's overview with the domain's allowance rule:
 * whole euros, all orders together within the allowance, never below what this bank has already
 * exempted. Messages are keys of `CustomerData.errors.exemption`.
 */
export function readExemptionForm(data: FormData, overview: ExemptionOverview): ExemptionForm {
  const bankId = formText(data, 'bankId')
  const kind = formText(data, 'kind')
  const amountCents = wholeEuros(formText(data, 'amount'))
  const elsewhereCents = wholeEuros(formText(data, 'elsewhere') || '0')
  const fieldErrors: Record<string, string> = {}
  if (!overview.eligibleBanks.some((bank) => bank.bankId === bankId))
    fieldErrors.bankId = 'invalidChoice'
  if (kind !== 'single' && kind !== 'joint') fieldErrors.kind = 'invalidChoice'
  if (amountCents === null) fieldErrors.amount = 'exemption.not_whole_euros'
  if (elsewhereCents === null) fieldErrors.elsewhere = 'exemption.not_whole_euros'
  if (Object.keys(fieldErrors).length > 0 || amountCents === null || elsewhereCents === null) {
    return { ok: false, fieldErrors }
  }
  const orderKind = kind as 'single' | 'joint'
  // Said at the field before an mTAN is sent: the service would refuse it after the mTAN.
  const current = overview.orders.find((order) => order.bankId === bankId)
  const kindProblem = exemptionKindChangeProblem(current, {
    kind: orderKind,
    taxYear: overview.taxYear,
  })
  if (kindProblem) return { ok: false, fieldErrors: { kind: `exemption.${kindProblem}` } }
  const others = overview.orders
    .filter((order) => order.bankId !== bankId && order.status !== 'REVOKED')
    .reduce((sum, order) => sum + order.amountCents, 0)
  const usedCents = overview.orders.find((order) => order.bankId === bankId)?.usedCents ?? 0
  const problem = exemptionAmountProblem({
    kind: orderKind,
    taxYear: overview.taxYear,
    amountCents,
    otherBanksCents: others + elsewhereCents,
    usedCents,
  })
  if (problem) return { ok: false, fieldErrors: { amount: `exemption.${problem}` } }
  return { ok: true, bankId, kind: orderKind, amountCents, elsewhereCents }
}
