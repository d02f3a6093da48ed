import { describe, expect, it } from 'vitest'
import { type ExemptionOrderChange, exemptionOrderChangeProblems } from './exemption-order-change'

/** Erika, German tax resident, on 2026-11-23 at a German partner bank, nothing used yet. */
const change = (overrides: Partial<ExemptionOrderChange>): ExemptionOrderChange => ({
  applicant: {
    accountType: 'PERSONAL',
    taxDetails: [{ countryCode: 'DE', precedence: 1 }],
    hasActiveTaxPartner: false,
  },
  bank: { countryCode: 'DE' },
  receivedOn: '2026-11-23',
  taxYear: 2026,
  kind: 'single',
  amountCents: 100_000,
  otherBanksCents: 0,
  usedCents: 0,
  ...overrides,
})

describe('exemptionOrderChangeProblems: issue 16 exemption order', () => {
  it.each([
    ['a full single order for 2026', {}, []],
    [
      '€400 here, €700 elsewhere',
      { amountCents: 40_000, otherBanksCents: 70_000 },
      ['exceeds_allowance'],
    ],
    [
      'on 16 December for the current year',
      { receivedOn: '2026-12-16' },
      ['current_year_deadline_passed'],
    ],
    ['on 16 December for next year', { receivedOn: '2026-12-16', taxYear: 2027 }, []],
    [
      'joint → single in 2026, too late and too much',
      { current: { kind: 'joint', taxYear: 2026 }, receivedOn: '2026-12-20', amountCents: 120_000 },
      ['current_year_deadline_passed', 'joint_cannot_become_single', 'exceeds_allowance'],
    ],
    [
      'a foreign bank, whatever else is wrong',
      { bank: { countryCode: 'NL' }, amountCents: 999_999 },
      ['bank_takes_no_exemption_orders'],
    ],
    [
      'a business account',
      { applicant: { accountType: 'BUSINESS', taxDetails: [], hasActiveTaxPartner: false } },
      ['business_account'],
    ],
    ['revoking what is partly used', { amountCents: 0, usedCents: 12_345 }, ['below_used_amount']],
  ] as const)('%s → %j', (_case, overrides, problems) => {
    expect(exemptionOrderChangeProblems(change(overrides))).toEqual(problems)
  })
})
