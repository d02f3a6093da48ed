import {
  customerFlagContext,
  type FlagCustomer,
  type FlagSite,
} from '@portal/domain/customer-flag-context'
import type { ConsentState } from '@portal/domain/entities/consent'
import type { CustomerFlagContext } from '@portal/domain/entities/feature-flag-context'
import type { ServiceResult } from '@/lib/backend/service-result'

export interface CustomerFlagSources {
  /** GET /customers/{customerId} */
  loadCustomer: () => Promise<ServiceResult<FlagCustomer>>
  /** GET /mail/consents */
  loadConsents: () => Promise<ServiceResult<{ consents: ConsentState[] }>>
}

/**
 * Flag context shape B (spec sections 3 and 8): a failed customer load warns and gives an empty
 * context; a failed consent load warns and leaves the user outside the alpha and beta groups.
 */
export async function loadCustomerFlagContext(
  sources: CustomerFlagSources,
  site: FlagSite,
): Promise<CustomerFlagContext | Record<string, never>> {
  const [customer, consents] = await Promise.all([sources.loadCustomer(), sources.loadConsents()])
  if (!customer.ok) {
    console.warn('Could not load the customer for the feature-flag context; using an empty context')
    return {}
  }
  if (!consents.ok) {
    console.warn('Could not load the mail consents; the user is treated as outside alpha and beta')
  }
  return customerFlagContext(customer.data, consents.ok ? consents.data.consents : [], site)
}
