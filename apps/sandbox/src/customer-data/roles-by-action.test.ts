import { type AccountType, roleNames } from '@portal/domain'
import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'
import { mayPerform } from '@portal/domain/customer-data/may-perform'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../db/database'
import { type CustomerDataKit, openCustomerDataKit } from './customer-data-test-kit'

let kit: CustomerDataKit
beforeAll(async () => {
  kit = await openCustomerDataKit()
})
afterAll(() => closeDatabase(kit.database))

const accounts: Record<AccountType, string> = {
  PERSONAL: 'BAC_1000000001',
  JOINT: 'BAC_1000000002',
  BUSINESS: 'BAC_1000000003',
}

type Probe = (id: string, token: string, personId: string) => Response | Promise<Response>

/**
 * One sandbox endpoint per action (withdrawals and orders belong to the savings service). Each
 * probe sends a request that fails later for another reason (no SCA, no identification) when the
 * role allows the action, so only a role refusal answers 403 `actionNotPermitted`.
 */
const probes: [CustomerAction, Probe][] = [
  ['view_account', (id, token) => kit.call('GET', `/cas/v1/customers/${id}/referral-leads`, token)],
  [
    'order_deposit',
    (id, token) =>
      kit.call('PUT', `/cas/v1/customers/${id}/agreements/direct_debit_mandate`, token, {
        agreed: true,
      }),
  ],
  [
    'change_reference_account',
    (id, token) =>
      kit.call('POST', `/kcps/api/v1/customers/${id}/cases/reference-account-change`, token, {
        accountHolder: 'Some Body',
        iban: 'DE89370400440532013000',
        documentIds: ['DOC-x'],
        scaChallengeId: 'x',
      }),
  ],
  [
    'change_personal_data',
    (id, token, personId) =>
      kit.call('PUT', `/cas/v1/customers/${id}/persons/${personId}/address`, token, {
        address: {
          street: 'A',
          streetNumber: '1',
          city: 'B',
          postalCode: '10115',
          countryCode: 'DE',
        },
        scaChallengeId: 'x',
      }),
  ],
  [
    'change_own_contact_data',
    (id, token) => kit.call('GET', `/cas/v1/customers/${id}/data-confirmation`, token),
  ],
  ['read_postbox', (id, token) => kit.call('GET', `/pom/api/v1/customers/${id}/messages`, token)],
  [
    'write_postbox',
    (id, token) =>
      kit.call('POST', `/dds/api/v2/customers/${id}/uploads`, token, {
        fileName: 'a.pdf',
        size: 10,
        purpose: 'postbox_attachment',
      }),
  ],
  [
    'see_tax_documents',
    (id, token) => kit.call('GET', `/dds/api/v2/customers/${id}/documents?type=tax_summary`, token),
  ],
  [
    'file_exemption_order',
    (id, token) => kit.call('GET', `/dss/customers/${id}/exemption-orders`, token),
  ],
  [
    'invest',
    (id, token) =>
      kit.call('PUT', `/cas/v1/customers/${id}/agreements/liquid_pension_transfer_notice`, token, {
        agreed: true,
      }),
  ],
]

const cases = roleNames.flatMap((role) =>
  (Object.keys(accounts) as AccountType[]).map((type) => [role, type] as const),
)

describe('each role on each action: the sandbox refuses exactly what the rights table denies', () => {
  it.each(cases)('%s on a %s account', async (role, type) => {
    const customerId = accounts[type]
    const { token, personId } = await kit.personaWith(customerId, [role])
    const outcomes: Record<string, boolean> = {}
    const expected: Record<string, boolean> = {}
    for (const [action, probe] of probes) {
      const response = await probe(customerId, token, personId)
      const body = response.headers.get('content-type')?.includes('json')
        ? await response.json()
        : {}
      outcomes[action] = !(response.status === 403 && body.code === 'actionNotPermitted')
      expected[action] = mayPerform([{ name: role, status: 'ACTIVE' }], action, type)
    }
    expect(outcomes).toEqual(expected)
  })
})
