import { ExemptionOrder, ExemptionOverview } from '@portal/api-clients/contracts/customer-tax'
import { eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../../db/database'
import { banks, savingsOrders } from '../../db/schema'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'

let kit: CustomerDataKit
let germanBank: string
let foreignBank: string
const nextYear = new Date().getUTCFullYear() + 1

beforeAll(async () => {
  kit = await openCustomerDataKit()
  const [de] = await kit.database.orm
    .select()
    .from(banks)
    .where(eq(banks.countryCode, 'DE'))
    .limit(1)
  const [other] = await kit.database.orm
    .select()
    .from(banks)
    .where(ne(banks.countryCode, 'DE'))
    .limit(1)
  germanBank = de?.id ?? ''
  foreignBank = other?.id ?? ''
})
afterAll(() => closeDatabase(kit.database))

async function file(
  token: string,
  customerId: string,
  bankId: string,
  order: { kind: string; amountCents: number; elsewhereCents: number },
  taxYear = nextYear,
) {
  const scaChallengeId = await kit
    .confirmedChallenge(token, customerId, 'exemption_order_change', { ...order, taxYear, bankId })
    .catch(() => 'unconfirmed')
  return kit.call(
    'PUT',
    `/dss/customers/${customerId}/exemption-orders/${taxYear}/${bankId}`,
    token,
    {
      ...order,
      scaChallengeId,
    },
  )
}

describe('exemption orders (German tax residents, German banks)', () => {
  it('shows the year’s orders, the allowance and what was declared elsewhere', async () => {
    const token = await kit.token('demo.personal@example.com')
    const overview = ExemptionOverview.parse(
      await (
        await kit.call('GET', '/dss/customers/BAC_1000000001/exemption-orders?taxYear=2026', token)
      ).json(),
    )
    expect(overview).toMatchObject({
      taxYear: 2026,
      allowanceCents: 100_000,
      elsewhereCents: 30_000,
    })
    expect(overview.orders[0]).toMatchObject({ amountCents: 50_000, kind: 'single' })
  })

  it('files a single order within the allowance split across banks, with SCA', async () => {
    const token = await kit.token('demo.personal@example.com')
    const response = await file(token, 'BAC_1000000001', germanBank, {
      kind: 'single',
      amountCents: 60_000,
      elsewhereCents: 40_000,
    })
    expect(response.status).toBe(200)
    expect(ExemptionOrder.parse(await response.json())).toMatchObject({
      taxYear: nextYear,
      status: 'SCHEDULED',
      amountCents: 60_000,
    })
  })

  it.each([
    [
      'over the allowance',
      () => germanBank,
      { kind: 'single', amountCents: 70_000, elsewhereCents: 40_000 },
      'exceeds_allowance',
    ],
    [
      'cents',
      () => germanBank,
      { kind: 'single', amountCents: 10_050, elsewhereCents: 0 },
      'invalidRequest',
    ],
    [
      'a foreign bank',
      () => foreignBank,
      { kind: 'single', amountCents: 10_000, elsewhereCents: 0 },
      'bank_takes_no_exemption_orders',
    ],
    [
      'joint without a tax partner',
      () => germanBank,
      { kind: 'joint', amountCents: 10_000, elsewhereCents: 0 },
      'joint_needs_tax_partner',
    ],
  ])('refuses %s with the reason as code', async (_case, bank, order, code) => {
    const token = await kit.token('demo.personal@example.com')
    const response = await kit.call(
      'PUT',
      `/dss/customers/BAC_1000000001/exemption-orders/${nextYear}/${bank()}`,
      token,
      {
        ...order,
        scaChallengeId: 'x',
      },
    )
    expect(await response.json()).toMatchObject({ code })
  })

  it('refuses a valid order without SCA', async () => {
    const token = await kit.token('demo.personal@example.com')
    const response = await kit.call(
      'PUT',
      `/dss/customers/BAC_1000000001/exemption-orders/${nextYear}/${germanBank}`,
      token,
      {
        kind: 'single',
        amountCents: 10_000,
        elsewhereCents: 0,
        scaChallengeId: 'x',
      },
    )
    expect(await response.json()).toMatchObject({ status: 403, code: 'scaRequired' })
  })

  it('offers the bank of a deposit still being funded, never a foreign one', async () => {
    const token = await kit.token('demo.joint@example.com')
    const eligible = async () => {
      const response = await kit.call(
        'GET',
        '/dss/customers/BAC_1000000002/exemption-orders',
        token,
      )
      return ExemptionOverview.parse(await response.json()).eligibleBanks.map((bank) => bank.bankId)
    }
    expect(await eligible()).toEqual([])
    const order = (id: string, bankId: string, status: string) => ({
      id,
      customerId: 'BAC_1000000002',
      offerId: 'offer',
      bankId,
      amount: 500_000,
      currency: 'EUR',
      status,
      prolongation: 'NONE',
      reference: id,
      createdAt: new Date().toISOString(),
    })
    await kit.database.orm
      .insert(savingsOrders)
      .values([
        order('ORD-FUNDING', germanBank, 'pending_funding'),
        order('ORD-FOREIGN', foreignBank, 'pending_funding'),
      ])
    expect(await eligible()).toEqual([germanBank])
    await kit.database.orm
      .delete(savingsOrders)
      .where(eq(savingsOrders.customerId, 'BAC_1000000002'))
  })

  it('takes a joint order on the joint account and never turns it single in the same year', async () => {
    const token = await kit.token('demo.joint@example.com')
    const joint = await file(token, 'BAC_1000000002', germanBank, {
      kind: 'joint',
      amountCents: 200_000,
      elsewhereCents: 0,
    })
    expect(joint.status).toBe(200)
    const single = await kit.call(
      'PUT',
      `/dss/customers/BAC_1000000002/exemption-orders/${nextYear}/${germanBank}`,
      token,
      {
        kind: 'single',
        amountCents: 100_000,
        elsewhereCents: 0,
        scaChallengeId: 'x',
      },
    )
    expect(await single.json()).toMatchObject({ status: 422, code: 'joint_cannot_become_single' })
  })

  it.each([
    ['TAX_PARTNER', 'BAC_1000000002', 200],
    ['LEGAL_REPRESENTATIVE', 'BAC_1000000002', 200],
    ['AUTHORIZED_PERSON', 'BAC_1000000002', 403],
    ['ULTIMATE_BENEFICIAL_OWNER', 'BAC_1000000002', 403],
    ['LEGAL_REPRESENTATIVE', 'BAC_1000000003', 403],
    ['ACCOUNT_HOLDER', 'BAC_1000000003', 403],
  ] as const)('%s on %s reads exemption orders: %i', async (role, customerId, status) => {
    const { token } = await kit.personaWith(customerId, [role])
    const response = await kit.call('GET', `/dss/customers/${customerId}/exemption-orders`, token)
    expect(response.status).toBe(status)
  })
})
