import type { RouteId } from '../../apps/portal/lib/routes'

/**
 * One customer page per kind of layout: overview, booking table, deposit, order and step flows,
 * chart, forms, postbox. Measured where the whole customer area at every width or in every
 * language cost more than it showed (the layout comes from shared components).
 */
export const customerLayoutSample: readonly RouteId[] = [
  'dashboard',
  'accountTransactions',
  'savingsAll',
  'savingsDeposit',
  'productOrder',
  'transferFlow',
  'roboAdvisor',
  'retirement',
  'myDetails',
  'userAccount',
  'documents',
  'postboxMessages',
]
