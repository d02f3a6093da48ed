import { afterEach, describe, expect, it, vi } from 'vitest'
import { failed as failure, ok } from '@/lib/backend/service-result'
import { loadCustomerFlagContext } from './customer-flag-context'

const site = { region: 'deu', domain: 'savings-portal.de' }
const customer = {
  id: 'BAC_1000001',
  type: 'BUSINESS' as const,
  status: 'IDENTIFIED' as const,
  distributorId: 'dist-1',
  address: { countryCode: 'DE' },
}
const failed = () => failure({ reason: 'unanswered', status: 503, code: 'serviceUnavailable' })

afterEach(() => vi.restoreAllMocks())

describe('loadCustomerFlagContext', () => {
  it('builds shape B with derived investor type and status and the program groups', async () => {
    const context = await loadCustomerFlagContext(
      {
        loadCustomer: async () => ok(customer),
        loadConsents: async () =>
          ok({
            consents: [
              { id: 'beta_program', valid: true },
              { id: 'alpha_program', valid: false },
            ],
          }),
      },
      site,
    )
    expect(context).toEqual({
      customerId: 'BAC_1000001',
      investorCountry: 'DE',
      investorType: 'business',
      investorStatus: 'non-exported',
      distributor: 'dist-1',
      investorRegion: 'deu',
      investorDomain: 'savings-portal.de',
      isAlphaGroup: false,
      isBetaGroup: true,
    })
  })

  it('warns and treats the user as outside alpha and beta when consents fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const context = await loadCustomerFlagContext(
      { loadCustomer: async () => ok(customer), loadConsents: async () => failed() },
      site,
    )
    expect(context).toMatchObject({ isAlphaGroup: false, isBetaGroup: false })
    expect(warn).toHaveBeenCalledOnce()
  })

  it('warns and gives an empty context when the customer fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const context = await loadCustomerFlagContext(
      { loadCustomer: async () => failed(), loadConsents: async () => ok({ consents: [] }) },
      site,
    )
    expect(context).toEqual({})
    expect(warn).toHaveBeenCalledOnce()
  })
})
