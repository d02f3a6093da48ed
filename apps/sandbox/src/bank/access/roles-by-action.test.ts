import { type AccountType, roleNames } from '@portal/domain'
import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'
import { mayPerform } from '@portal/domain/customer-data/may-perform'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../../db/database'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'

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
 * Sandbox endpoints per action (withdrawals and orders belong to the savings service, investment
 * orders and savings plans to `/pia`, mail consents to `/ums`). Each
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
  [
    'invest',
    (id, token) =>
      kit.call('POST', `/pia/api/v1/customers/${id}/investment-orders`, token, {
        kind: 'managed',
        riskClass: '30',
        answers: {
          knowledge: 'good',
          experience: 'equities',
          horizon: 'overTenYears',
          lossTolerance: 'upTo25',
          financialSituation: 'reserveAndSurplus',
        },
        oneTimeAmount: 100_000,
        challengeId: 'x',
      }),
  ],
  [
    'invest',
    (id, token) =>
      kit.call('PUT', `/pia/api/v1/customers/${id}/portfolios/PF-none/savings-plan`, token, {
        action: 'resume',
        challengeId: 'x',
      }),
  ],
  [
    'withdraw',
    (id, token) =>
      kit.call(
        'POST',
        `/das/v1/customers/${id}/withdrawals`,
        token,
        {
          currency: 'EUR',
          amount: 100,
          payeeIban: 'DE89370400440532013000',
          scaChallengeId: 'x',
        },
        { 'idempotency-key': '6b0e4f5e-9d7a-4a39-8d4e-0f1c2b3a4d5e' },
      ),
  ],
  [
    'manage_consents',
    (_id, token) => kit.call('PUT', '/ums/v1/mail/consents/beta_program', token, { valid: true }),
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
    for (const [index, [action, probe]] of probes.entries()) {
      const response = await probe(customerId, token, personId)
      const body = response.headers.get('content-type')?.includes('json')
        ? await response.json()
        : {}
      // a refusal for another reason (400 for a malformed probe) would pass unseen: never one
      expect(response.status, `${action} probe ${index}`).not.toBe(400)
      const key = `${index} ${action}`
      outcomes[key] = !(response.status === 403 && body.code === 'actionNotPermitted')
      expected[key] = mayPerform([{ name: role, status: 'ACTIVE' }], action, type)
    }
    expect(outcomes).toEqual(expected)
  })
})
