import { savingsContract } from './savings'

/** Service prefix of the payment service: money leaving for the customer's reference account. */
export const paymentsServicePrefix = '/cps/api/v1'

/**
 * The payment service (`/cps/api/v1`): a payout or withdrawal to the reference account only,
 * with a verified mTAN for exactly this amount and payee and an `Idempotency-Key`. The same call
 * answers under the savings service's path (`savingsContract.withdraw`, `/das/v1`), the one the
 * portal uses.
 */
export const paymentsContract = {
  withdraw: savingsContract.withdraw,
}
