import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdvisorOrderState } from './advisor-order-state'

/**
 * The order's confirmation step answers with what was typed: the amounts always, the mTAN unless
 * the bank said it was wrong (React resets the form after the action, so what is not sent back
 * is gone).
 */

vi.mock('server-only', () => ({}))
const session = { accessToken: 'token', bacNumber: 'BAC1', identity: {} }
vi.mock('@/lib/session/get-session', () => ({ requireSession: async () => session }))
vi.mock('@/lib/page/request-locale', () => ({ requestLocale: async () => 'de-de' }))
vi.mock('@/lib/routing/request-href', () => ({ requestHref: async () => () => '/de-de/x' }))
vi.mock('./investment-screen', () => ({
  customerInvestmentAccess: async () => ({ visible: true, canOrder: true }),
}))
const backend = vi.hoisted(() => ({
  verifyChallenge: vi.fn(),
  requestChallenge: vi.fn(),
  placeInvestmentOrder: vi.fn(),
}))
vi.mock('@/lib/backend/strong-authentication', () => ({
  verifyChallenge: backend.verifyChallenge,
  requestChallenge: backend.requestChallenge,
}))
vi.mock('@/lib/backend/investments', () => ({
  placeInvestmentOrder: backend.placeInvestmentOrder,
}))

const { placePortfolioOrder } = await import('./portfolio-order')

const source = {
  kind: 'managed',
  route: 'roboAdvisor',
  area: 'investments',
  landing: 'investments',
} as const
const typed = { oneTimeAmount: '2500', planAmount: '50', planDay: '15' }
const confirming: AdvisorOrderState = {
  step: 'confirm',
  values: typed,
  challengeId: 'ch-1',
  confirmedAmount: '2.500,00 EUR',
  summary: 'Portfolio 30',
  // a code kept from an earlier answer is never carried over on its own
  code: '99',
}

function confirmation(code: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries({
    knowledge: 'basic',
    experience: 'fundsOrBonds',
    horizon: 'fiveToTenYears',
    lossTolerance: 'upTo15',
    financialSituation: 'reserve',
    riskClass: '30',
    ...typed,
    challengeId: 'ch-1',
    intent: 'confirm',
    code,
  }))
    form.set(name, value)
  return form
}

const failure = (code: string, reason = 'refused') => ({
  ok: false,
  failure: { reason, code, status: 503 },
})

beforeEach(() => vi.clearAllMocks())

describe('placePortfolioOrder, confirming with an mTAN', () => {
  it.each([['12 34'], ['abcdef'], ['1234567'], ['']])(
    'keeps "%s", no six-digit code, at the field without asking the bank',
    async (code) => {
      const answer = await placePortfolioOrder(source, confirming, confirmation(code))
      expect(answer).toMatchObject({
        step: 'confirm',
        values: typed,
        code,
        summary: 'Portfolio 30',
        problems: { code: 'codeFormat' },
      })
      expect(backend.verifyChallenge).not.toHaveBeenCalled()
    },
  )

  it('checks a code typed with spaces as its six digits', async () => {
    backend.verifyChallenge.mockResolvedValue(failure('wrongCode'))
    await placePortfolioOrder(source, confirming, confirmation('123 456'))
    expect(backend.verifyChallenge).toHaveBeenCalledWith(
      session,
      'ch-1',
      expect.objectContaining({ code: '123456' }),
    )
  })

  it('clears a wrong code and keeps the amounts', async () => {
    backend.verifyChallenge.mockResolvedValue(failure('wrongCode'))
    const answer = await placePortfolioOrder(source, confirming, confirmation('123456'))
    expect(answer).toMatchObject({
      step: 'confirm',
      values: typed,
      problems: { code: 'wrongCode' },
    })
    expect(answer.code).toBeUndefined()
  })

  it('keeps the code and the confirmation when the bank cannot be reached', async () => {
    backend.verifyChallenge.mockResolvedValue(failure('serviceUnavailable', 'unanswered'))
    const answer = await placePortfolioOrder(source, confirming, confirmation('123456'))
    expect(answer).toMatchObject({
      step: 'confirm',
      values: typed,
      code: '123456',
      problems: { form: 'unavailable' },
    })
    expect(backend.placeInvestmentOrder).not.toHaveBeenCalled()
  })

  it.each([
    ['challengeLocked', 'locked'],
    ['challengeExpired', 'expired'],
  ])('starts over after %s, the amounts kept', async (code, problem) => {
    backend.verifyChallenge.mockResolvedValue(failure(code))
    const answer = await placePortfolioOrder(source, confirming, confirmation('123456'))
    expect(answer).toEqual({ step: 'details', values: typed, problems: { form: problem } })
  })
})
