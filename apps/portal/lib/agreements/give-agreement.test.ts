import { beforeEach, describe, expect, it, vi } from 'vitest'

const backend = vi.hoisted(() => ({
  locale: 'de-de',
  giveAgreement: vi.fn(),
  authorise: vi.fn(),
}))

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => ({ refresh: vi.fn() }))
vi.mock('next-intl/server', () => ({ getLocale: async () => backend.locale }))
vi.mock('@/lib/backend/customers', () => ({ giveAgreement: backend.giveAgreement }))
vi.mock('@/lib/customer/authorise', () => ({ authorise: backend.authorise }))

const { agree } = await import('./give-agreement')

const ticked = () => {
  const form = new FormData()
  form.set('agreed', 'true')
  form.set('version', '2026-11')
  form.set('language', 'de')
  return form
}

beforeEach(() => {
  backend.giveAgreement.mockReset().mockResolvedValue({ ok: true, data: { kind: 'x' } })
  backend.authorise
    .mockReset()
    .mockResolvedValue({ ok: true, session: {}, bacNumber: 'BAC_1000000001' })
})

describe('agree: a consent only in the markets of its product', () => {
  it.each([
    ['liquid_pension_transfer_notice', 'liquidPensionConsent', 'de-de', 'agreed'],
    ['liquid_pension_transfer_notice', 'liquidPensionConsent', 'nl-nl', 'failed'],
    ['direct_debit_mandate', 'directDebitConsent', 'nl-nl', 'agreed'],
    ['direct_debit_mandate', 'directDebitConsent', 'fr-fr', 'failed'],
    ['direct_debit_mandate', 'directDebitConsent', 'en-us', 'failed'],
  ] as const)('%s in %s: %s', async (kind, route, locale, status) => {
    backend.locale = locale
    expect((await agree(kind, route, ticked())).status).toBe(status)
    // refused before the bank is asked
    expect(backend.giveAgreement).toHaveBeenCalledTimes(status === 'agreed' ? 1 : 0)
  })
})
