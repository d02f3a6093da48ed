import type { ExemptionOverview } from '@portal/api-clients/contracts/customer-tax'
import { describe, expect, it } from 'vitest'
import { readExemptionForm } from './exemption-form'

const overview: ExemptionOverview = {
  taxYear: 2026,
  currentTaxYear: 2026,
  allowanceCents: 100_000,
  elsewhereCents: 0,
  eligibleBanks: [
    { bankId: 'bank-a', bankName: 'Bank A' },
    { bankId: 'bank-b', bankName: 'Bank B' },
  ],
  orders: [
    {
      id: 'o1',
      bankId: 'bank-b',
      bankName: 'Bank B',
      taxYear: 2026,
      kind: 'single',
      amountCents: 40_000,
      usedCents: 0,
      receivedOn: '2026-01-05',
      status: 'ACTIVE',
    },
    {
      id: 'o2',
      bankId: 'bank-a',
      bankName: 'Bank A',
      taxYear: 2026,
      kind: 'single',
      amountCents: 20_000,
      usedCents: 15_000,
      receivedOn: '2026-01-05',
      status: 'ACTIVE',
    },
  ],
}

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries({
    bankId: 'bank-a',
    kind: 'single',
    elsewhere: '0',
    ...fields,
  }))
    data.set(name, value)
  return readExemptionForm(data, overview)
}

describe('readExemptionForm', () => {
  it('accepts what is left of the single allowance (€1,000 − €400 at bank B)', () => {
    expect(form({ amount: '600' })).toEqual({
      ok: true,
      bankId: 'bank-a',
      kind: 'single',
      amountCents: 60_000,
      elsewhereCents: 0,
    })
  })

  it.each([
    [{ amount: '601' }, { amount: 'exemption.exceeds_allowance' }],
    [{ amount: '500', elsewhere: '200' }, { amount: 'exemption.exceeds_allowance' }],
    [{ amount: '100' }, { amount: 'exemption.below_used_amount' }],
    [{ amount: '12,50' }, { amount: 'exemption.not_whole_euros' }],
    [{ amount: '300', bankId: 'bank-z' }, { bankId: 'invalidChoice' }],
    [{ amount: '300', kind: 'both' }, { kind: 'invalidChoice' }],
  ])('%j → %j', (fields, fieldErrors) => {
    expect(form(fields)).toEqual({ ok: false, fieldErrors })
  })

  it('allows €2,000 together on a joint order', () => {
    expect(form({ amount: '1600', kind: 'joint' })).toMatchObject({
      ok: true,
      amountCents: 160_000,
    })
  })

  it('refuses turning a joint order single within its year at the kind field', () => {
    const jointAtA = {
      ...overview,
      orders: overview.orders.map((order) =>
        order.bankId === 'bank-a' ? { ...order, kind: 'joint' as const } : order,
      ),
    }
    const data = (kind: string) => {
      const fields = new FormData()
      for (const [name, value] of Object.entries({ bankId: 'bank-a', kind, amount: '300' }))
        fields.set(name, value)
      return fields
    }
    expect(readExemptionForm(data('single'), jointAtA)).toEqual({
      ok: false,
      fieldErrors: { kind: 'exemption.joint_cannot_become_single' },
    })
    expect(readExemptionForm(data('joint'), jointAtA)).toMatchObject({ ok: true })
  })

  it('reads 1.000 and 1 000 as whole euros', () => {
    expect(form({ amount: '1.000', bankId: 'bank-a', kind: 'joint' })).toMatchObject({
      ok: true,
      amountCents: 100_000,
    })
  })
})
