/**
 * Yearly management fees in basis points of the invested value, on top of the funds' TER. The
 * money-market portfolio is cheaper because it is not rebalanced across asset classes; the
 * configurator's own mix pays less because the customer, not the advisor, chooses the funds.
 */
export const managementFeeBasisPoints = {
  managedPortfolio: 60,
  moneyMarketPortfolio: 25,
  configuratorMix: 45,
} as const
export type FeeSchedule = keyof typeof managementFeeBasisPoints
