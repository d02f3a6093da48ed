import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClients } from '../api-clients'
import type { ApiClientConfig } from '../config'
import { fakeFetch, hangingFetch, jsonResponse } from '../testing/fake-fetch'

const config: ApiClientConfig = { region: 'DEU', environment: 'local' }
const params = { customerId: 'BAC_1000000001' }

const booking = {
  id: 'BAC_1000000001-T01',
  bookingDate: '2025-03-03',
  valueDate: '2025-03-03',
  type: 'TRANSFER_IN',
  direction: 'CREDIT',
  amount: 2_500_000,
  currency: 'EUR',
  counterparty: 'Erika Mustermann',
  reference: 'Transfer from reference account',
}

describe('transaction accounts client', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('lists a customer’s transactions with the bearer token', async () => {
    const { fetch, calls } = fakeFetch(() =>
      jsonResponse({ customerId: 'BAC_1000000001', items: [booking] }),
    )
    const api = createApiClients({ ...config, fetch })
    const result = await api.transactionAccounts.listTransactions({ params, token: 't-1' })
    expect(result.data?.items).toEqual([booking])
    expect(calls[0]?.url).toBe('http://localhost:8080/das/v2/customers/BAC_1000000001/transactions')
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer t-1')
  })

  it('refuses a negative amount from the backend (direction carries the sign)', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse({ customerId: 'BAC_1000000001', items: [{ ...booking, amount: -1 }] }),
    )
    const result = await createApiClients({
      ...config,
      fetch,
    }).transactionAccounts.listTransactions({ params })
    expect(result.error).toMatchObject({ status: 502, code: 'invalidResponse' })
  })

  it('gives up after the 20000 ms of spec section 9 with the normalised error', async () => {
    vi.useFakeTimers()
    const api = createApiClients({ ...config, fetch: hangingFetch() })
    const call = api.transactionAccounts.listTransactions({ params })
    let settled = false
    void call.then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(19_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await call).error).toMatchObject({ status: 400, code: 'technicalError' })
  })
})
