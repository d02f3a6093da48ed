import type { CustomerGroup } from '@portal/domain/entities/tracking-event'
import { customerGroups, providerCustomerGroup } from '@portal/domain/enumeration-values'

/**
 * The customer group reported in events (spec section 5): retail, business or the provider's own
 * group; anything else defaults to the provider's group.
 */
export function toCustomerGroup(value: unknown): CustomerGroup {
  return customerGroups.find((group) => group === value) ?? providerCustomerGroup
}
