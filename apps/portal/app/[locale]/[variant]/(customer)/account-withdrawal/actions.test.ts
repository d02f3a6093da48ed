import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { WithdrawalState } from '@/lib/money-out/withdrawal-form'

/**
 * The payout's code step answers with what was typed: source and amount always, the mTAN unless
 * the bank said it was wrong (React resets the form after the action).
 */

vi.mock('server-only', () => ({}))
const session = { accessToken: 'token', bacNumber: 'BAC1', identity: {} }
const reference = 'DE89370400440532013000'
const services = vi.hoisted(() => ({
  roleOk: true,
  situationOk: true,
  verifyChallenge: vi.fn(),
  withdraw: vi.fn(),
}))
vi.mock('@/lib/session/get-session', () => ({ getSession: async () => session }))
vi.mock('@/lib/customer/authorise', () => ({
  checkRole: async () =>
    services.roleOk ? { ok: true, bacNumber: 'BAC1' } : { ok: false, reason: 'unavailable' },
}))
vi.mock('@/lib/money-out/money-out-situation', () => ({
  getMoneyOutSituation: async () =>
    services.situationOk
      ? {
          ok: true,
          data: {
            sources: [
              {
                id: 'settlement:EUR',
                kind: 'settlement',
                currency: 'EUR',
                available: 250_000,
                depositId: null,
                bankName: null,
              },
            ],
            reference: {
              account: { scheme: 'iban', iban: reference },
              key: reference,
              holder: 'Erika Mustermann',
              bankName: 'Hausbank',
            },
          },
        }
      : { ok: false, failure: { reason: 'unanswered', code: 'serviceUnavailable', status: 503 } },
}))
vi.mock('@/lib/backend/strong-authentication', () => ({
  requestChallenge: vi.fn(),
  verifyChallenge: services.verifyChallenge,
}))
vi.mock('@/lib/backend/money-out', () => ({ withdraw: services.withdraw }))
vi.mock('@/lib/customer/customer-services-state', () => ({
  missingSessionReason: async () => 'sessionEnded',
}))
vi.mock('@/lib/page/request-locale', () => ({ requestLocale: async () => 'de-de' }))
vi.mock('next/cache', () => ({ refresh: vi.fn() }))

const { submitWithdrawal } = await import('./actions')

const codeStep: WithdrawalState = {
  step: 'code',
  amount: '500,00',
  amountMinor: 50_000,
  source: 'settlement:EUR',
  challengeId: 'c-1',
  failures: 1,
}

function confirmation(code: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries({
    intent: 'confirm',
    source: 'settlement:EUR',
    amount: '500,00',
    payeeIban: reference,
    idempotencyKey: '0d5b8a2e-52d4-4f0c-9a7e-3c1b2a4d5e6f',
    challengeId: 'c-1',
    failures: '1',
    code,
  }))
    form.set(name, value)
  return form
}

const failure = (code: string, reason = 'refused') => ({
  ok: false,
  failure: { reason, code, status: 400 },
})

beforeEach(() => {
  vi.clearAllMocks()
  services.roleOk = true
  services.situationOk = true
})

describe('submitWithdrawal, confirming with an mTAN', () => {
  it.each([['12345'], ['12a456'], ['']])(
    'keeps "%s", no six-digit code, without asking the bank',
    async (code) => {
      expect(await submitWithdrawal(codeStep, confirmation(code))).toEqual({
        ...codeStep,
        code,
        error: 'codeFormat',
      })
      expect(services.verifyChallenge).not.toHaveBeenCalled()
    },
  )

  it('clears a wrong code and counts it', async () => {
    services.verifyChallenge.mockResolvedValue(failure('wrongCode'))
    expect(await submitWithdrawal(codeStep, confirmation('123456'))).toEqual({
      ...codeStep,
      failures: 2,
      error: 'wrongCode',
    })
  })

  it('keeps the code when the bank cannot check it', async () => {
    services.verifyChallenge.mockResolvedValue(failure('serviceUnavailable', 'unanswered'))
    expect(await submitWithdrawal(codeStep, confirmation('123456'))).toEqual({
      ...codeStep,
      code: '123456',
      error: 'unavailable',
    })
    expect(services.withdraw).not.toHaveBeenCalled()
  })

  it.each([
    ['a US account key', 'ABA021000021483920175512'],
    ['another IBAN', 'DE02120300000000202051'],
  ])('refuses %s as payee when the reference account is another', async (_, payee) => {
    const form = confirmation('123456')
    form.set('payeeIban', payee)
    expect(await submitWithdrawal(codeStep, form)).toMatchObject({
      step: 'details',
      error: 'payeeNotReference',
    })
    expect(services.verifyChallenge).not.toHaveBeenCalled()
    expect(services.withdraw).not.toHaveBeenCalled()
  })

  it.each([
    ['the role check', () => (services.roleOk = false)],
    ['the balances', () => (services.situationOk = false)],
  ])('keeps the code step and its code when %s cannot be read', async (_, down) => {
    down()
    expect(await submitWithdrawal(codeStep, confirmation('123456'))).toEqual({
      ...codeStep,
      code: '123456',
      error: 'unavailable',
    })
  })
})
