import type { MinorUnits } from '../primitives'

export type ExemptionOrderKind = 'single' | 'joint'

/**
 * The saver's allowance (Sparer-Pauschbetrag, § 20 (9) EStG) in euro cents: €1,000 single and
 * €2,000 joint since 2023, €801 and €1,602 from 2009 to 2022. Undefined before 2009, when
 * exemption orders worked under other rules.
 */
export function saverAllowanceCents(
  kind: ExemptionOrderKind,
  taxYear: number,
): MinorUnits | undefined {
  if (taxYear >= 2023) return kind === 'single' ? 100_000 : 200_000
  if (taxYear >= 2009) return kind === 'single' ? 80_100 : 160_200
  return undefined
}

/**
 * The tax years the exemption-order page lets the customer open, given the bank's current year:
 * the next one (an order may be given ahead) and back to four years (the usual period of a tax
 * assessment), never before 2009, when the allowance began.
 */
export function exemptionTaxYears(currentYear: number): { first: number; last: number } {
  return { first: Math.max(2009, currentYear - 4), last: currentYear + 1 }
}

/** Whether the page offers `taxYear` when the bank's current year is `currentYear`. */
export function isOfferedTaxYear(taxYear: number, currentYear: number): boolean {
  const { first, last } = exemptionTaxYears(currentYear)
  return taxYear >= first && taxYear <= last
}

/** What is left to give to a bank when the other orders of the year add up to `ordersCents`. */
export function remainingAllowanceCents(
  kind: ExemptionOrderKind,
  taxYear: number,
  ordersCents: readonly number[],
): MinorUnits {
  const given = ordersCents.reduce((sum, cents) => sum + cents, 0)
  return Math.max(0, (saverAllowanceCents(kind, taxYear) ?? 0) - given)
}

export interface ExemptionAmount {
  kind: ExemptionOrderKind
  taxYear: number
  /** The amount asked for at this bank, in cents; 0 revokes the order. */
  amountCents: number
  /** What the customer's orders at all other banks add up to for the year, in cents. */
  otherBanksCents: number
  /** What this bank has already exempted this year, in cents. */
  usedCents: number
}

export type ExemptionAmountProblem =
  | 'not_whole_euros'
  | 'exceeds_allowance'
  | 'below_used_amount'
  | 'tax_year_not_supported'

/**
 * The amount at this bank: whole euros (as the order form asks), never below what this bank has
 * already exempted in the year (§ 44a EStG: that part is used up), and all orders at all banks
 * together at most the allowance.
 */
export function exemptionAmountProblem(order: ExemptionAmount): ExemptionAmountProblem | null {
  const allowance = saverAllowanceCents(order.kind, order.taxYear)
  if (allowance === undefined) return 'tax_year_not_supported'
  if (!Number.isInteger(order.amountCents / 100) || order.amountCents < 0) return 'not_whole_euros'
  if (order.amountCents < order.usedCents) return 'below_used_amount'
  return order.amountCents + order.otherBanksCents > allowance ? 'exceeds_allowance' : null
}
