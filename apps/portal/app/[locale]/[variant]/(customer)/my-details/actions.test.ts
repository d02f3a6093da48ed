import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const session = { accessToken: 'token', bacNumber: 'BAC_1000000001' }
const services = vi.hoisted(() => ({
  access: 'ok' as 'ok' | 'forbidden' | 'unavailable',
  update: vi.fn(),
}))
vi.mock('@/lib/customer/authorise', () => ({
  authorise: async () =>
    services.access === 'ok'
      ? {
          ok: true,
          session,
          bacNumber: 'BAC_1000000001',
          context: {
            username: 'erika@example.com',
            customer: {
              _embedded: {
                persons: [
                  { id: 'P-2', username: 'partner@example.com' },
                  { id: 'P-1', username: 'erika@example.com' },
                ],
              },
            },
          },
        }
      : { ok: false, reason: services.access },
}))
vi.mock('@/lib/backend/customers', () => ({ updateCorrespondenceLanguage: services.update }))
vi.mock('next/cache', () => ({ refresh: vi.fn() }))

const { changeCorrespondenceLanguage } = await import('./actions')
const empty = { fieldErrors: {}, values: {} }
const choosing = (language: string) => {
  const form = new FormData()
  form.set('language', language)
  return form
}

beforeEach(() => {
  services.access = 'ok'
  services.update.mockReset()
  services.update.mockResolvedValue({ ok: true, data: {} })
})

describe('changing the correspondence language', () => {
  it('saves a language the bank writes in, for the logged-in person only', async () => {
    const state = await changeCorrespondenceLanguage(empty, choosing('fi'))
    expect(state).toMatchObject({ done: true, values: { language: 'fi' } })
    expect(services.update).toHaveBeenCalledWith(session, 'BAC_1000000001', 'P-1', {
      language: 'fi',
    })
  })

  it.each(['pt', 'xx', '', 'de; DROP TABLE'])(
    'refuses %j at the field, asking nothing',
    async (language) => {
      const state = await changeCorrespondenceLanguage(empty, choosing(language))
      expect(state.fieldErrors).toEqual({ language: 'unknownLanguage' })
      expect(state.values).toEqual({ language })
      expect(services.update).not.toHaveBeenCalled()
    },
  )

  it.each(['forbidden', 'unavailable'] as const)(
    'says %s when the role check refuses',
    async (reason) => {
      services.access = reason
      const state = await changeCorrespondenceLanguage(empty, choosing('fi'))
      expect(state).toMatchObject({ formError: reason, values: { language: 'fi' } })
      expect(services.update).not.toHaveBeenCalled()
    },
  )

  it('keeps the choice when the bank does not take it', async () => {
    services.update.mockResolvedValue({ ok: false, failure: { reason: 'unanswered' } })
    const state = await changeCorrespondenceLanguage(empty, choosing('nl'))
    expect(state).toMatchObject({ formError: 'notSaved', values: { language: 'nl' } })
    expect(state.done).toBeUndefined()
  })
})
