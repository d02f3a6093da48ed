import { describe, expect, it } from 'vitest'
import { ExemptionOrderProblemCode, ExemptionOrderRequest, ExemptionOverview } from './customer-tax'

const order = {
  id: 'FSA_2026_1',
  bankId: 'bank-de-1',
  bankName: 'Partner Bank AG',
  taxYear: 2026,
  kind: 'joint',
  amountCents: 150_000,
  usedCents: 42_017,
  receivedOn: '2026-01-12',
  status: 'ACTIVE',
}

describe('customer-tax contract', () => {
  it('accepts a year’s overview with a joint order', () => {
    const overview = {
      taxYear: 2026,
      currentTaxYear: 2026,
      allowanceCents: 200_000,
      elsewhereCents: 50_000,
      orders: [order],
      eligibleBanks: [{ bankId: 'bank-de-1', bankName: 'Partner Bank AG' }],
    }
    expect(ExemptionOverview.parse(overview)).toEqual(overview)
  })

  it.each([
    [{ kind: 'single', amountCents: 100_000, elsewhereCents: 0, scaChallengeId: 'SCA_1' }, true],
    [{ kind: 'single', amountCents: 50_050, elsewhereCents: 0, scaChallengeId: 'SCA_1' }, false],
    [{ kind: 'single', amountCents: -100, elsewhereCents: 0, scaChallengeId: 'SCA_1' }, false],
    [{ kind: 'separate', amountCents: 100, elsewhereCents: 0, scaChallengeId: 'SCA_1' }, false],
    [{ kind: 'single', amountCents: 100_000, elsewhereCents: 0 }, false],
  ])('request %j → %s', (body, accepted) => {
    expect(ExemptionOrderRequest.safeParse(body).success).toBe(accepted)
  })

  it('names the domain’s reasons as error codes', () => {
    expect(ExemptionOrderProblemCode.safeParse('joint_cannot_become_single').success).toBe(true)
    expect(ExemptionOrderProblemCode.safeParse('too_rich').success).toBe(false)
  })
})
