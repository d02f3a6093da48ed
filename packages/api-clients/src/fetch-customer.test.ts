import { describe, expect, it } from 'vitest'
import { createApiClients } from './api-clients'
import { embedAllPersonsAndReferenceAccounts } from './contracts/customers'
import { fetchCustomer } from './fetch-customer'
import { fakeFetch, jsonResponse } from './testing/fake-fetch'

const customer = {
  id: 'BAC_1000000001',
  status: 'ACTIVE',
  type: 'BUSINESS',
  distributorId: 'savings_portal',
  registrationDate: '2024-01-31',
  persons: [],
  address: { street: 'Rue X', city: 'Paris', postalCode: '75001', countryCode: 'FR' },
}

function setup() {
  const { fetch, calls } = fakeFetch(() => jsonResponse(customer))
  const api = createApiClients({
    region: 'DEU',
    environment: 'local',
    fetch,
    getAccessToken: () => 't',
  })
  return { customers: api.customers, calls }
}

describe('fetchCustomer: "Fetching a customer needs a customer id or a BAC number" (spec section 5)', () => {
  it.each([
    [{}],
    [{ customerId: '', bacNumber: '' }],
    [{ customerId: undefined, bacNumber: undefined }],
  ])(
    '"otherwise the error \'No customer ID or BAC number provided\' is returned and no call is made" (%j)',
    async (lookup) => {
      const { customers, calls } = setup()
      const result = await fetchCustomer(customers, lookup)
      expect(result.error?.message).toBe('No customer ID or BAC number provided')
      expect(calls).toHaveLength(0)
    },
  )

  it('fetches by customer id', async () => {
    const { customers, calls } = setup()
    const result = await fetchCustomer(customers, { customerId: 'BAC_1000000001' })
    expect(calls[0]?.url).toBe('http://localhost:8080/cas/v1/customers/BAC_1000000001')
    expect(result.data?.type).toBe('BUSINESS')
  })

  it('fetches by BAC number with embed=all-persons and reference-accounts', async () => {
    const { customers, calls } = setup()
    await fetchCustomer(customers, {
      bacNumber: 'BAC_1000000001',
      embed: embedAllPersonsAndReferenceAccounts,
    })
    expect(calls[0]?.url).toBe(
      'http://localhost:8080/cas/v1/customers/BAC_1000000001?embed=all-persons%2Creference-accounts',
    )
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer t')
  })
})
