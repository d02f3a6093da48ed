import type { Customer, Person } from '@portal/domain'

/** Data for the customer-data stories only. */
export const hostileText = '<img src=x onerror="alert(1)">Müller'

const storyAddress = {
  street: 'Heidestraße',
  streetNumber: '17',
  city: 'Köln',
  postalCode: '51147',
  countryCode: 'DE',
  flatNumber: null,
  additionalInformation: null,
}

export function makePerson(overrides: Partial<Person> = {}): Person {
  return {
    id: 'person-1',
    personId: 'P-100001',
    firstName: 'Erika',
    lastName: 'Mustermann',
    birthDate: '1980-04-12',
    username: 'demo.personal@example.com',
    personalDetails: {
      courtesyTitleCode: 'MS',
      academicTitleCode: 'DR',
      birthName: 'Gabler',
      birthPlace: 'München',
      birthCountryCode: 'DE',
      nationalityPrimary: 'DE',
      nationalitySecondary: 'AT',
      gender: 'FEMALE',
      maritalStatus: 'MARRIED',
      profession: 'EMPLOYEE',
      industry: 'MANUFACTURING',
    },
    address: storyAddress,
    contactDetails: { email: 'erika@example.com', phoneNumber: '+491701234567' },
    taxDetails: [{ countryCode: 'DE', taxIdentificationNumber: '12345678911', precedence: 1 }],
    additionalFinancialInformation: {
      pep: { status: 'NO_PEP', additionalInfo: null },
      sourceOfFunds: {
        originOfFunds: { code: 'SALARY', displayedText: 'Salary' },
        annualIncome: { code: 'FROM_50K_TO_100K', displayedText: '€50,000 to €100,000' },
      },
    },
    roles: [{ id: 'r1', name: 'ACCOUNT_HOLDER', status: 'ACTIVE' }],
    ...overrides,
  }
}

export function makeCustomer(
  overrides: Partial<Customer> = {},
  persons = [makePerson()],
): Customer {
  return {
    id: 'BAC_1000000001',
    legacyId: { partnerNo: '700001' },
    status: 'ACTIVE',
    type: 'PERSONAL',
    distributorId: 'ZINSPILOT_DE',
    distributionChannelId: 'WEB',
    registrationDate: '2024-06-01',
    company: null,
    persons: persons.map((person) => ({ id: person.id })),
    address: persons[0]?.address ?? storyAddress,
    deliveryAddress: null,
    _embedded: {
      persons,
      referenceAccounts: [
        {
          accountId: 'ra-1',
          accountHolder: 'Erika Mustermann',
          bankName: 'Sparkasse KölnBonn',
          bic: 'COLSDE33XXX',
          iban: 'DE89370400440532013000',
          ccy: 'EUR',
        },
      ],
    },
    ...overrides,
  }
}

export const jointCustomer = makeCustomer({ id: 'BAC_1000000002', type: 'JOINT' }, [
  makePerson(),
  makePerson({
    id: 'person-2',
    firstName: 'Max',
    username: 'demo.joint.partner@example.com',
    roles: [
      { id: 'r2', name: 'ACCOUNT_HOLDER', status: 'ACTIVE' },
      { id: 'r3', name: 'TAX_PARTNER', status: 'REQUESTED' },
    ],
  }),
])

export const businessCustomer = makeCustomer(
  {
    id: 'BAC_1000000003',
    type: 'BUSINESS',
    company: { name: 'Mustermann Holz GmbH', legalForm: 'GmbH', registrationNumber: 'HRB 12345' },
  },
  [
    makePerson({
      roles: [
        { id: 'r4', name: 'LEGAL_REPRESENTATIVE', status: 'ACTIVE' },
        { id: 'r5', name: 'ULTIMATE_BENEFICIAL_OWNER', status: 'ACTIVE' },
      ],
    }),
    makePerson({
      id: 'person-3',
      firstName: hostileText,
      username: 'demo.multi@example.com',
      roles: [{ id: 'r6', name: 'AUTHORIZED_PERSON', status: 'ACTIVE' }],
      taxDetails: [],
      additionalFinancialInformation: null,
      personalDetails: null,
    }),
  ],
)

export const detailLinks = {
  editAddress: '/de-de/my-details/edit-address',
  financialInformation: '/de-de/my-details/financial-information',
  referenceAccount: '/de-de/my-details/initial-reference-account',
  validate: '/de-de/my-data/validate',
}
