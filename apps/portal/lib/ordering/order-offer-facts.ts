import type { ProlongationChoice } from '@portal/api-clients/contracts/savings'

/** What the order review shows of an offer, formatted on the server for the customer's locale. */
export interface OrderOfferFacts {
  offerId: string
  bankName: string
  currency: string
  minAmount: number
  maxAmount: number
  /** Formatted: "3.25 %", "12 months", "annually", "26.375 %", "EdB, EUR 100,000.00". */
  rate: string
  term: string
  payout: string
  withholdingTax: string
  guarantee: string
  /** The currency of the customer's market (reference account), when the offer's differs. */
  foreignTo: string | null

  /**
   * What can happen at maturity, the preset first: the choices of a deposit with a term whose
   * offer prolongs; a single one (paid out) or none (no maturity) offers nothing to choose.
   */
  prolongationChoices: readonly ProlongationChoice[]
  /** The product information sheet the customer must open and acknowledge. */
  sheet: { url: string; title: string } | null
}
