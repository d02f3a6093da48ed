import type { CustomerGroup } from '@portal/domain/entities/tracking-event'
import { deriveInvestorType } from '@portal/domain/investor'
import { toCustomerGroup } from '@portal/tracking/customer-group'

/**
 * The customer group events report for the session (spec §5 and §4): the chosen customer
 * account's investor type (BUSINESS is business, anything else retail), and the provider's group
 * without a customer account (a visitor, or a customer whose account could not be read).
 */
export function customerGroupOfAccount(
  account: { type?: string | undefined } | null | undefined,
): CustomerGroup {
  return toCustomerGroup(account ? deriveInvestorType(account.type) : undefined)
}
