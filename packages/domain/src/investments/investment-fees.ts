/**
 * Yearly management fees on top of the funds' TER (decimal fractions of the invested value).
 * The money-market portfolio is cheaper because it is not rebalanced across asset classes; the
 * configurator's own mix pays less because the customer, not the advisor, chooses the funds.
 */
export const managementFees = {
  managedPortfolio: 0.006,
  moneyMarketPortfolio: 0.0025,
  configuratorMix: 0.0045,
} as const
export type FeeSchedule = keyof typeof managementFees
