import { describe, expect, it } from 'vitest'
import {
  type ExemptionApplicant,
  type ExemptionBank,
  exemptionApplicantProblem,
  exemptionEligibilityProblem,
  exemptionOrderLocales,
} from './exemption-eligibility'

const germanResident: ExemptionApplicant = {
  accountType: 'PERSONAL',
  taxDetails: [{ countryCode: 'DE', precedence: 1 }],
  hasActiveTaxPartner: false,
}
const germanBank: ExemptionBank = { countryCode: 'DE' }

describe('exemptionEligibilityProblem: "for German tax residents only", "where the bank type allows"', () => {
  it.each([
    ['German resident, German bank, single', germanResident, germanBank, 'single', null],
    [
      'German branch of an Austrian bank',
      germanResident,
      { countryCode: 'AT', germanBranch: true },
      'single',
      null,
    ],
    [
      'French bank',
      germanResident,
      { countryCode: 'FR' },
      'single',
      'bank_takes_no_exemption_orders',
    ],
    [
      'Austrian bank without German branch',
      germanResident,
      { countryCode: 'AT', germanBranch: false },
      'single',
      'bank_takes_no_exemption_orders',
    ],
    [
      'Austrian tax resident',
      { ...germanResident, taxDetails: [{ countryCode: 'AT', precedence: 1 }] },
      germanBank,
      'single',
      'not_german_tax_resident',
    ],
    [
      'no tax residence known',
      { ...germanResident, taxDetails: [] },
      germanBank,
      'single',
      'not_german_tax_resident',
    ],
    [
      'primary residence Germany, secondary Spain',
      {
        ...germanResident,
        taxDetails: [
          { countryCode: 'ES', precedence: 2 },
          { countryCode: 'DE', precedence: 1 },
        ],
      },
      germanBank,
      'single',
      null,
    ],
    [
      'primary residence Spain, secondary Germany',
      {
        ...germanResident,
        taxDetails: [
          { countryCode: 'ES', precedence: 1 },
          { countryCode: 'DE', precedence: 2 },
        ],
      },
      germanBank,
      'single',
      'not_german_tax_resident',
    ],
    [
      'business account',
      { ...germanResident, accountType: 'BUSINESS' },
      germanBank,
      'single',
      'business_account',
    ],
    ['joint without tax partner', germanResident, germanBank, 'joint', 'joint_needs_tax_partner'],
    [
      'joint with tax partner',
      { ...germanResident, accountType: 'JOINT', hasActiveTaxPartner: true },
      germanBank,
      'joint',
      null,
    ],
  ] as const)('%s → %s', (_case, applicant, bank, kind, problem) => {
    expect(exemptionEligibilityProblem(applicant, bank, kind)).toBe(problem)
  })
})

describe('exemptionApplicantProblem: whom the portal offers exemption orders at all', () => {
  it.each([
    ['a German resident', germanResident, null],
    ['a joint account of German residents', { ...germanResident, accountType: 'JOINT' }, null],
    [
      'a French resident',
      { ...germanResident, taxDetails: [{ countryCode: 'FR', precedence: 1 }] },
      'not_german_tax_resident',
    ],
    [
      'Germany second after the UK',
      {
        ...germanResident,
        taxDetails: [
          { countryCode: 'DE', precedence: 2 },
          { countryCode: 'GB', precedence: 1 },
        ],
      },
      'not_german_tax_resident',
    ],
    ['no tax residence known', { ...germanResident, taxDetails: [] }, 'not_german_tax_resident'],
    ['a business', { ...germanResident, accountType: 'BUSINESS' }, 'business_account'],
  ] as const)('%s → %s', (_case, applicant, problem) => {
    expect(exemptionApplicantProblem(applicant)).toBe(problem)
  })
})

describe('exemptionOrderLocales: the markets whose customers are German tax residents', () => {
  it('is the German market alone: Austrian, Swiss and every other market’s customers give none', () => {
    expect(exemptionOrderLocales).toEqual(['de-de'])
  })
})
