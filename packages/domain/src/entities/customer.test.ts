import { describe, expect, it } from 'vitest'
import { Customer } from './customer'

const customer = {
  id: 'BAC_1000000001',
  legacyId: { partnerNo: '4711' },
  status: 'ACTIVE',
  type: 'PERSONAL',
  distributorId: 'savings_portal',
  distributionChannelId: 'web',
  registrationDate: '2023-04-01',
  company: null,
  persons: [{ id: 'PER_1' }],
  address: {
    street: 'Hauptstraße',
    streetNumber: '1',
    additionalInformation: null,
    city: 'Berlin',
    flatNumber: null,
    postalCode: '10115',
    countryCode: 'DE',
  },
  _embedded: {
    persons: [
      {
        id: 'PER_1',
        firstName: 'Erika',
        lastName: 'Mustermann',
        birthDate: '1980-02-03',
        taxDetails: [{ taxIdentificationNumber: '12345678901', countryCode: 'DE', precedence: 1 }],
        additionalFinancialInformation: {
          pep: { status: 'NO_PEP' },
          sourceOfFunds: { annualIncome: { displayedText: '50k–100k', code: 'INCOME_50_100' } },
        },
        roles: [{ id: 'ROL_1', name: 'ACCOUNT_HOLDER', status: 'ACTIVE' }],
      },
    ],
    referenceAccounts: [
      {
        accountId: 'RA_1',
        accountHolder: 'Erika Mustermann',
        iban: 'DE02120300000000202051',
        ccy: 'EUR',
      },
    ],
  },
}

describe('Customer', () => {
  it('parses an account with embedded persons and reference accounts', () => {
    const parsed = Customer.parse(customer)
    expect(parsed._embedded?.persons?.[0]?.roles[0]?.name).toBe('ACCOUNT_HOLDER')
  })

  it('rejects an id outside the BAC_ format', () => {
    expect(Customer.safeParse({ ...customer, id: '1000000001' }).success).toBe(false)
  })
})
