import { depotDocumentTypes } from '@portal/api-clients/contracts/documents'
import type { RoleName } from '@portal/domain'
import { permittedActions } from '@portal/domain/customer-data/may-perform'
import { describe, expect, it } from 'vitest'
import { visibleDocumentTypes } from './authorise-documents'

const tax = ['interest_statement', 'tax_summary']
const withoutTax = depotDocumentTypes.filter((type) => !tax.includes(type))

describe('visibleDocumentTypes (the documents filter per role, joint account)', () => {
  it.each([
    ['ACCOUNT_HOLDER', depotDocumentTypes],
    ['AUTHORIZED_PERSON', withoutTax],
    ['LEGAL_REPRESENTATIVE', depotDocumentTypes],
    ['TAX_PARTNER', tax],
    ['ULTIMATE_BENEFICIAL_OWNER', []],
  ] as [RoleName, readonly string[]][])('%s → %j', (name, expected) => {
    const actions = new Set(permittedActions([{ name, status: 'ACTIVE' }], 'JOINT'))
    expect(visibleDocumentTypes(actions)).toEqual(expected)
  })
})
