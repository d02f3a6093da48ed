import { Agreement, ReferralLead } from '@portal/api-clients/contracts/customers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../../db/database'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'

let kit: CustomerDataKit
let erika: string
beforeAll(async () => {
  kit = await openCustomerDataKit()
  erika = await kit.token('demo.personal@example.com')
})
afterAll(() => closeDatabase(kit.database))

const agreement = (kind: string, customerId = 'BAC_1000000001') =>
  `/cas/v1/customers/${customerId}/agreements/${kind}`

describe('agreements: what was agreed, when, and its PDF', () => {
  it('is 404 until agreed; agreeing stores the text and a PDF in the depot, once', async () => {
    expect((await kit.call('GET', agreement('direct_debit_mandate'), erika)).status).toBe(404)
    const given = Agreement.parse(
      await (
        await kit.call('PUT', agreement('direct_debit_mandate'), erika, { agreed: true })
      ).json(),
    )
    expect(given.text).toContain('direct-debit mandate')
    const pdf = await kit.call(
      'GET',
      `/dds/api/v2/customers/BAC_1000000001/documents/${given.documentId}/content`,
      erika,
    )
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).subarray(0, 5))).toBe(
      '%PDF-',
    )
    const again = Agreement.parse(
      await (
        await kit.call('PUT', agreement('direct_debit_mandate'), erika, { agreed: true })
      ).json(),
    )
    expect(again).toEqual(given)
    expect(
      Agreement.parse(
        await (await kit.call('GET', agreement('direct_debit_mandate'), erika)).json(),
      ),
    ).toEqual(given)
  })

  it.each([
    ['AUTHORIZED_PERSON', 'direct_debit_mandate', 200],
    ['AUTHORIZED_PERSON', 'liquid_pension_transfer_notice', 403],
    ['TAX_PARTNER', 'direct_debit_mandate', 403],
    ['ULTIMATE_BENEFICIAL_OWNER', 'liquid_pension_transfer_notice', 403],
  ] as const)('%s gives %s: %i', async (role, kind, status) => {
    const { token } = await kit.personaWith('BAC_1000000004', [role])
    const response = await kit.call('PUT', agreement(kind, 'BAC_1000000004'), token, {
      agreed: true,
    })
    expect(response.status).toBe(status)
  })
})

describe('refer-a-friend leads', () => {
  it('lists the leads newest first with their status; names stay text', async () => {
    const { items } = await (
      await kit.call('GET', '/cas/v1/customers/BAC_1000000001/referral-leads', erika)
    ).json()
    const leads = items.map((item: unknown) => ReferralLead.parse(item))
    expect(leads.map((lead: ReferralLead) => lead.status)).toEqual([
      'INVITED',
      'REGISTERED',
      'REWARDED',
      'EXPIRED',
    ])
    expect(leads[0].name).toBe('<img src=x onerror=alert(4)>')
    const joint = await kit.token('demo.joint@example.com')
    const other = await (
      await kit.call('GET', '/cas/v1/customers/BAC_1000000002/referral-leads', joint)
    ).json()
    expect(other.items).toEqual([])
    expect(
      (await kit.call('GET', '/cas/v1/customers/BAC_1000000001/referral-leads', joint)).status,
    ).toBe(403)
  })
})
