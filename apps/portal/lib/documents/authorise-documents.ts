import { type DepotDocumentType, depotDocumentTypes } from '@portal/api-clients/contracts/documents'
import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'

/** Documents that need `see_tax_documents` (as in the sandbox's depot); the rest `view_account`. */
const taxDocumentTypes: readonly DepotDocumentType[] = ['interest_statement', 'tax_summary']

/** The right a person needs to see documents of this type (README roles table). */
export function documentTypeAction(type: DepotDocumentType): CustomerAction {
  return taxDocumentTypes.includes(type) ? 'see_tax_documents' : 'view_account'
}

/** The document types the person's rights show: the filter offers only these. */
export function visibleDocumentTypes(actions: ReadonlySet<CustomerAction>): DepotDocumentType[] {
  return depotDocumentTypes.filter((type) => actions.has(documentTypeAction(type)))
}
