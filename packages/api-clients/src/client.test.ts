import type { Bank } from '@portal/domain'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { createApiClients } from './api-clients'
import type { NormalisedError } from './normalise-error'
import { fakeFetch, jsonResponse } from './testing/fake-fetch'

const bank: Bank = {
  id: 'bank-1',
  slug: 'example-bank',
  name: 'Example Bank',
  countryCode: 'FR',
  countryCreditRating: 'AA',
  logoUrl: '/logos/example.svg',
  depositGuarantee: {
    scheme: 'FGDR',
    limit: 10_000_000,
    currency: 'EUR',
    insuranceDescriptionIds: [],
  },
  institutionFeatures: [],
  descriptions: [],
  documents: [],
}

const config = { region: 'DEU', environment: 'local' } as const

describe('createServiceClient through createApiClients', () => {
  it('calls the endpoint of the contract and returns the validated data', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(bank))
    const api = createApiClients({ ...config, fetch })
    const result = await api.deposits.getBank({ params: { slug: 'example bank' } })
    expect(calls[0]?.url).toBe('http://localhost:8080/dbs/v1/banks/example%20bank')
    expect(result).toEqual({ data: bank, error: undefined, status: 200 })
  })

  it('sends public endpoints without a token and asks for no token', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ items: [] }))
    let asked = 0
    const getAccessToken = () => {
      asked += 1
      return 'secret'
    }
    const api = createApiClients({ ...config, fetch, getAccessToken })
    await api.deposits.listBanks()
    expect(calls[0]?.headers.has('authorization')).toBe(false)
    expect(asked).toBe(0)
  })

  it('passes the query of the contract on the wire', async () => {
    const page = { items: [], total: 0, page: 2, pageSize: 20 }
    const { fetch, calls } = fakeFetch(() => jsonResponse(page))
    const api = createApiClients({ ...config, fetch })
    const result = await api.deposits.listOffers({
      query: { offerProductType: 'TERM', page: 2, flexgeld: 'true' },
    })
    expect(calls[0]?.url).toBe(
      'http://localhost:8080/dbs/v1/offers?offerProductType=TERM&page=2&flexgeld=true',
    )
    expect(result.data).toEqual(page)
  })

  it('turns a response that breaks the contract into invalidResponse, status 502', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ ...bank, slug: 'Not A Slug' }))
    const api = createApiClients({ ...config, fetch })
    const result = await api.deposits.getBank({ params: { slug: 'x' } })
    expect(result.data).toBeUndefined()
    expect(result.status).toBe(502)
    expect(result.error).toMatchObject({ status: 502, code: 'invalidResponse' })
    expect(result.error?.errors?.length).toBeGreaterThan(0)
  })

  it('returns backend errors as values', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse({ message: 'Forbidden', code: 'forbidden' }, 403),
    )
    const api = createApiClients({ ...config, fetch, getAccessToken: () => 't' })
    const result = await api.users.getMailConsents()
    expect(result.error).toMatchObject({ name: 'unauthorized', status: 403, code: 'forbidden' })
  })

  it('reads mail consents as consents with id and valid, with credentials', async () => {
    const consents = [
      { id: 'beta_program', valid: true },
      { id: 'alpha_program', valid: false },
    ]
    const { fetch, calls } = fakeFetch(() => jsonResponse({ consents }))
    const api = createApiClients({ ...config, fetch, getAccessToken: () => 'token-1' })
    const result = await api.users.getMailConsents()
    expect(result.data?.consents).toEqual(consents)
    expect(calls[0]).toMatchObject({
      url: 'http://localhost:8080/ums/v1/mail/consents',
      credentials: 'include',
    })
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-1')
  })

  it('posts the click id to /store with credentials', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }))
    const api = createApiClients({ ...config, fetch })
    const result = await api.investorIntegration.storeClickId({ body: { irclickid: 'ir-1' } })
    expect(result.status).toBe(204)
    expect(calls[0]).toMatchObject({
      url: 'http://localhost:8080/pia/api/v1/store',
      method: 'POST',
      body: '{"irclickid":"ir-1"}',
      credentials: 'include',
    })
  })

  it('passes further fetch settings such as cache hints through', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ items: [] }))
    const api = createApiClients({ ...config, fetch })
    await api.deposits.listBanks({ init: { cache: 'force-cache', keepalive: true } })
    expect(calls[0]?.init).toMatchObject({ cache: 'force-cache', keepalive: true, method: 'GET' })
  })

  it('binds the generic request to services without a contract', async () => {
    const { fetch, calls } = fakeFetch()
    const api = createApiClients({ ...config, environment: 'staging', fetch })
    await api.payments.request({ path: '/accounts/:id', params: { id: 'A1' } })
    expect(calls[0]?.url).toBe(
      'https://api.deu.staging.savings-portal.example/cps/api/v1/accounts/A1',
    )
  })

  it('calls the transaction service on the alternate host', async () => {
    const { fetch, calls } = fakeFetch(() =>
      jsonResponse({ customerId: 'BAC_1000000001', items: [] }),
    )
    const api = createApiClients({ ...config, environment: 'staging', fetch })
    const result = await api.transactionAccounts.listTransactions({
      params: { customerId: 'BAC_1000000001' },
    })
    expect(result.data).toEqual({ customerId: 'BAC_1000000001', items: [] })
    expect(calls[0]?.url).toBe(
      'https://api2.deu.staging.savings-portal.example/das/v2/customers/BAC_1000000001/transactions',
    )
  })

  it('uses the override base URL for every client', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ items: [] }))
    const api = createApiClients({
      ...config,
      environment: 'production',
      baseUrl: 'http://sandbox:8080',
      fetch,
    })
    await api.deposits.listBanks()
    await api.kycStatus.request({ path: '/status' })
    expect(calls.map((c) => c.url)).toEqual([
      'http://sandbox:8080/dbs/v1/banks',
      'http://sandbox:8080/kss/api/v1/status',
    ])
  })

  it('types inputs and results from the contract', () => {
    const api = createApiClients(config)
    expectTypeOf(api.deposits.getBank).parameter(0).toHaveProperty('params').toEqualTypeOf<{
      slug: string
    }>()
    expectTypeOf(api.deposits.getBank)
      .returns.resolves.toHaveProperty('error')
      .toEqualTypeOf<NormalisedError | undefined>()
    expectTypeOf(api.deposits.listBanks).parameters.toEqualTypeOf<
      [input?: Parameters<typeof api.deposits.listBanks>[0]]
    >()
    // @ts-expect-error params are required for getBank
    void (() => api.deposits.getBank())
    // @ts-expect-error an unknown product type is rejected
    void (() => api.deposits.listOffers({ query: { offerProductType: 'SAVINGS' } }))
  })
})
