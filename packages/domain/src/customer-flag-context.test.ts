import { describe, expect, it } from 'vitest'
import { customerFlagContext, programGroups } from './customer-flag-context'
import { CustomerFlagContext } from './entities/feature-flag-context'

const customer = {
  id: 'BAC_1000000001',
  type: 'BUSINESS',
  status: 'IDENTIFIED',
  distributorId: 'savings_portal',
  address: { countryCode: 'AT' },
} as const

describe('customerFlagContext (shape B)', () => {
  it('reads id, type, status, address.countryCode and distributorId', () => {
    const context = customerFlagContext(customer, [{ id: 'beta_program', valid: true }], {
      region: 'deu',
      domain: 'savings-portal.example',
    })
    expect(CustomerFlagContext.parse(context)).toEqual({
      customerId: 'BAC_1000000001',
      investorCountry: 'AT',
      investorType: 'business',
      investorStatus: 'non-exported',
      distributor: 'savings_portal',
      investorRegion: 'deu',
      investorDomain: 'savings-portal.example',
      isAlphaGroup: false,
      isBetaGroup: true,
    })
  })
})

describe('programGroups: "membership comes from the mail consents"', () => {
  it.each([
    [[], false, false],
    [[{ id: 'alpha_program', valid: true }], true, false],
    [[{ id: 'alpha_program', valid: false }], false, false],
    [
      [
        { id: 'alpha_program', valid: true },
        { id: 'beta_program', valid: true },
      ],
      true,
      true,
    ],
    [[{ id: 'savings', valid: true }], false, false],
  ])('%j → alpha %s, beta %s', (consents, isAlphaGroup, isBetaGroup) => {
    expect(programGroups(consents)).toEqual({ isAlphaGroup, isBetaGroup })
  })
})
