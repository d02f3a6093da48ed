import { describe, expect, it, vi } from 'vitest'
import { failed, ok } from '@/lib/backend/service-result'
import { rememberedFlagContexts } from './remembered-flag-contexts'

const liz = { accessToken: 'token-of-liz', bacNumber: 'BAC_1' }
const site = { region: 'deu', domain: 'savings-portal.de' }
const customer = {
  id: 'BAC_1',
  type: 'PERSONAL' as const,
  status: 'IDENTIFIED' as const,
  distributorId: 'dist-1',
  address: { countryCode: 'DE' },
}
const unanswered = () => failed({ reason: 'unanswered', status: 503, code: 'serviceUnavailable' })

function bank(consents = [{ id: 'beta_program' as const, valid: true }]) {
  return {
    loadCustomer: vi.fn(async () => ok(customer)),
    loadConsents: vi.fn(async () => ok({ consents })),
  }
}

function clock() {
  let ms = 1_000
  return { now: () => ms, pass: (by: number) => (ms += by) }
}

describe('remembered flag contexts', () => {
  it('read the customer and the consents once within the reuse time', async () => {
    const time = clock()
    const contexts = rememberedFlagContexts({ ttlMs: 60_000, now: time.now })
    const sources = bank()
    const first = await contexts.of(liz, sources, site)
    time.pass(59_000)
    expect(await contexts.of(liz, sources, site)).toEqual(first)
    expect(sources.loadConsents).toHaveBeenCalledTimes(1)
    time.pass(2_000)
    await contexts.of(liz, sources, site)
    expect(sources.loadCustomer).toHaveBeenCalledTimes(2)
  })

  it('show a changed consent once the session is forgotten', async () => {
    const contexts = rememberedFlagContexts()
    expect(await contexts.of(liz, bank(), site)).toMatchObject({ isBetaGroup: true })
    contexts.forget(liz)
    const left = await contexts.of(liz, bank([{ id: 'beta_program', valid: false }]), site)
    expect(left).toMatchObject({ isBetaGroup: false })
  })

  it('ask again after a failed read of either source', async () => {
    const contexts = rememberedFlagContexts()
    const consentsDown = { ...bank(), loadConsents: vi.fn(async () => unanswered()) }
    expect(await contexts.of(liz, consentsDown, site)).toMatchObject({ isBetaGroup: false })
    expect(await contexts.of(liz, bank(), site)).toMatchObject({ isBetaGroup: true })

    const other = { ...liz, accessToken: 'token-2' }
    const customerDown = { ...bank(), loadCustomer: vi.fn(async () => unanswered()) }
    expect(await contexts.of(other, customerDown, site)).toEqual({})
    expect(await contexts.of(other, bank(), site)).toMatchObject({ customerId: 'BAC_1' })
  })

  it('keep a context per token, account and site', async () => {
    const contexts = rememberedFlagContexts()
    const sources = bank()
    await contexts.of(liz, sources, site)
    await contexts.of({ ...liz, bacNumber: 'BAC_2' }, sources, site)
    await contexts.of({ ...liz, accessToken: 'renewed' }, sources, site)
    expect(await contexts.of(liz, sources, { ...site, domain: 'savings-portal.at' })).toMatchObject(
      { investorDomain: 'savings-portal.at' },
    )
    expect(sources.loadCustomer).toHaveBeenCalledTimes(4)
  })
})
