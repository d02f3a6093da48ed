import { Customer } from '@portal/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '../../db/database'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'

let kit: CustomerDataKit
beforeAll(async () => {
  kit = await openCustomerDataKit()
})
afterAll(() => closeDatabase(kit.database))

describe('customer fetch with embed=all-persons,reference-accounts (spec sections 3 and 7)', () => {
  it.each([
    [
      'demo.joint@example.com',
      'BAC_1000000002',
      'JOINT',
      [['ACCOUNT_HOLDER'], ['ACCOUNT_HOLDER', 'TAX_PARTNER']],
    ],
    [
      'demo.business@example.com',
      'BAC_1000000003',
      'BUSINESS',
      [['LEGAL_REPRESENTATIVE', 'ULTIMATE_BENEFICIAL_OWNER'], ['AUTHORIZED_PERSON']],
    ],
  ])(
    '%s: every person of %s with roles and every detail block',
    async (username, id, type, roles) => {
      const token = await kit.token(username)
      const response = await kit.call(
        'GET',
        `/cas/v1/customers/${id}?embed=all-persons,reference-accounts`,
        token,
      )
      const customer = Customer.parse(await response.json())
      expect(customer.type).toBe(type)
      const persons = customer._embedded?.persons ?? []
      expect(persons.map((person) => person.roles.map((role) => role.name))).toEqual(roles)
      for (const person of persons) {
        expect(person.personalDetails).toMatchObject({
          birthPlace: expect.any(String),
          nationalityPrimary: expect.any(String),
        })
        expect(person.address).toMatchObject({
          city: expect.any(String),
          countryCode: expect.any(String),
        })
        expect(person.contactDetails).toMatchObject({
          email: expect.any(String),
          phoneNumber: expect.any(String),
        })
        expect(person.taxDetails?.[0]).toMatchObject({
          countryCode: expect.any(String),
          precedence: 1,
        })
        expect(person.additionalFinancialInformation).toMatchObject({
          pep: { status: expect.any(String) },
          sourceOfFunds: { originOfFunds: { code: expect.any(String) } },
        })
      }
      expect(customer._embedded?.referenceAccounts?.[0]).toMatchObject({ iban: expect.any(String) })
      if (type === 'BUSINESS') expect(customer.company?.name).toEqual(expect.any(String))
    },
  )
})

describe('customer fetch for roles without view_account', () => {
  it.each(['TAX_PARTNER', 'ULTIMATE_BENEFICIAL_OWNER'] as const)(
    'a %s sees only their own person and no reference account',
    async (role) => {
      const { token, personId } = await kit.personaWith('BAC_1000000002', [role])
      const response = await kit.call(
        'GET',
        '/cas/v1/customers/BAC_1000000002?embed=all-persons,reference-accounts',
        token,
      )
      const customer = Customer.parse(await response.json())
      expect(customer._embedded?.persons?.map((person) => person.id)).toEqual([personId])
      expect(customer._embedded?.referenceAccounts).toEqual([])
    },
  )
})
