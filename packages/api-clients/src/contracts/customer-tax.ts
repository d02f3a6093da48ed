import { BacNumber, MinorUnits } from '@portal/domain'
import type { ExemptionOrderProblem } from '@portal/domain/customer-data/exemption-order-change'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import { ScaConfirmation } from './user-account'

/** Service prefix of customer tax (the spec's unassigned `/dss`, see services.ts). */
export const customerTaxServicePrefix = '/dss'

export const ExemptionOrderKind = z.enum(['single', 'joint'])

/** Reasons a change is refused (422, the normalised `code`): the domain's exemption-order rules. */
export const exemptionOrderProblemCodes = [
  'business_account',
  'not_german_tax_resident',
  'bank_takes_no_exemption_orders',
  'joint_needs_tax_partner',
  'tax_year_closed',
  'current_year_deadline_passed',
  'tax_year_too_far',
  'joint_cannot_become_single',
  'not_whole_euros',
  'exceeds_allowance',
  'below_used_amount',
  'tax_year_not_supported',
] as const satisfies readonly ExemptionOrderProblem[]
export const ExemptionOrderProblemCode = z.enum(exemptionOrderProblemCodes)

/** Fails to compile when the domain adds a reason this list lacks. */
const everyProblemListed: [
  Exclude<ExemptionOrderProblem, (typeof exemptionOrderProblemCodes)[number]>,
] extends [never]
  ? true
  : false = true
void everyProblemListed

/** A tax year the service answers for: from 2009, when the saver's allowance began. */
export const TaxYear = z.coerce.number().int().min(2009).max(2100)

/** An exemption order at one partner bank for one tax year; amounts in euro cents. */
export const ExemptionOrder = z.object({
  id: z.string().min(1),
  bankId: z.string().min(1),
  bankName: z.string(),
  taxYear: z.number().int(),
  kind: ExemptionOrderKind,
  amountCents: MinorUnits,
  /** Interest already exempted under this order in the year. */
  usedCents: MinorUnits,
  receivedOn: z.iso.date(),
  status: z.enum(['ACTIVE', 'SCHEDULED', 'REVOKED']),
})
export type ExemptionOrder = z.infer<typeof ExemptionOrder>

/**
 * A tax year's orders at all partner banks, with what the customer declared for banks outside
 * the portal, the allowance, and the partner banks that take orders (German banks and branches).
 */
export const ExemptionOverview = z.object({
  taxYear: z.number().int(),
  /** The bank's current tax year (its clock), which the years the customer can open follow. */
  currentTaxYear: z.number().int(),
  allowanceCents: MinorUnits,
  elsewhereCents: MinorUnits,
  orders: z.array(ExemptionOrder),
  eligibleBanks: z.array(z.object({ bankId: z.string().min(1), bankName: z.string() })),
})
export type ExemptionOverview = z.infer<typeof ExemptionOverview>

export const ExemptionOrderRequest = ScaConfirmation.extend({
  kind: ExemptionOrderKind,
  /** Whole euros in cents; 0 revokes the order. */
  amountCents: MinorUnits.multipleOf(100),
  /** Orders at banks outside the portal, as the customer declares them. */
  elsewhereCents: MinorUnits.multipleOf(100),
})
export type ExemptionOrderRequest = z.input<typeof ExemptionOrderRequest>

const customerParams = z.object({ customerId: BacNumber })

/**
 * Customer tax (`/dss`): German exemption orders. The service decides with the domain's rules
 * (`exemptionOrderChangeProblems`) and answers 422 with the first reason as `code` and all of
 * them in the normalised error's list.
 */
export const customerTaxContract = {
  getExemptionOverview: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/exemption-orders',
    auth: 'bearer',
    params: customerParams,
    query: z.object({ taxYear: TaxYear.optional() }),
    response: ExemptionOverview,
  }),
  putExemptionOrder: defineEndpoint({
    method: 'PUT',
    path: '/customers/:customerId/exemption-orders/:taxYear/:bankId',
    auth: 'bearer',
    params: customerParams.extend({ taxYear: TaxYear, bankId: z.string().min(1) }),
    body: ExemptionOrderRequest,
    response: ExemptionOrder,
  }),
}
