import type { AccountType, RoleName } from '@portal/domain'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Every money, investment and tax entry point of the portal checks the person's role itself
 * (README roles table): a person without the right gets the "not allowed" outcome and nothing of
 * the action reaches the backend; a person with it gets past the guard to the backend.
 */

vi.mock('server-only', () => ({}))

const fixture = vi.hoisted(() => ({
  accountType: 'PERSONAL' as string,
  role: 'ACCOUNT_HOLDER' as string,
  status: 'ACTIVE' as string,
}))

const session = { accessToken: 'token', bacNumber: 'BAC1', identity: {} }
vi.mock('@/lib/session/get-session', () => ({
  getSession: async () => session,
  requireSession: async () => session,
}))
vi.mock('@/lib/backend/users', () => ({
  getCurrentUser: async () => ({ ok: true, data: { username: 'me@example.com' } }),
}))
vi.mock('@/lib/backend/customers', () => ({
  getCustomer: async () => ({
    ok: true,
    data: {
      id: 'BAC1',
      type: fixture.accountType,
      _embedded: {
        persons: [
          {
            id: 'PER_me',
            username: 'me@example.com',
            roles: [{ id: 'R1', name: fixture.role, status: fixture.status }],
          },
          // another person's role never lends its rights to the logged-in one
          {
            id: 'PER_other',
            username: 'other@example.com',
            roles: [{ id: 'R2', name: 'LEGAL_REPRESENTATIVE', status: 'ACTIVE' }],
          },
        ],
      },
    },
  }),
}))

// What each entry point sends for its action: mocks answering "down", so an allowed person stops
// right after the guard, and a refused one must not have called any of them.
const down = vi.hoisted(() => ({
  ok: false,
  failure: { reason: 'unanswered', code: 'serviceUnavailable', status: 503 },
}))
const backend = vi.hoisted(() => ({
  getOrderOffer: vi.fn(async () => down),
  placeOrder: vi.fn(),
  getMoneyOutSituation: vi.fn(async () => down),
  withdraw: vi.fn(),
  requestChallenge: vi.fn(),
  verifyChallenge: vi.fn(),
  getSmsOutbox: vi.fn(),
  getPortfolio: vi.fn(async () => down),
  changeSavingsPlan: vi.fn(),
  placePortfolioOrder: vi.fn(async () => ({ step: 'details', values: {}, problems: {} })),
  getTaxSummary: vi.fn(async () => down),
  changeProlongation: vi.fn(async () => down),
  giveNotice: vi.fn(async () => down),
}))
vi.mock('@/lib/backend/savings', () => ({
  changeProlongation: backend.changeProlongation,
  giveNotice: backend.giveNotice,
}))
vi.mock('@/lib/backend/orders', () => ({ placeOrder: backend.placeOrder }))
vi.mock('@/lib/ordering/orderable-offers', () => ({ getOrderOffer: backend.getOrderOffer }))
vi.mock('@/lib/backend/money-out', () => ({ withdraw: backend.withdraw }))
vi.mock('@/lib/money-out/money-out-situation', () => ({
  getMoneyOutSituation: backend.getMoneyOutSituation,
}))
vi.mock('@/lib/backend/strong-authentication', () => ({
  requestChallenge: backend.requestChallenge,
  verifyChallenge: backend.verifyChallenge,
}))
vi.mock('@/lib/backend/sandbox-controls', () => ({ getSmsOutbox: backend.getSmsOutbox }))
vi.mock('@/lib/backend/investments', () => ({
  getPortfolio: backend.getPortfolio,
  changeSavingsPlan: backend.changeSavingsPlan,
}))
vi.mock('@/lib/investments/portfolio-order', () => ({
  placePortfolioOrder: backend.placePortfolioOrder,
}))
vi.mock('@/lib/investments/investment-screen', () => ({ customerInvestmentAccess: vi.fn() }))
vi.mock('@/lib/backend/transactions', () => ({ getTaxSummary: backend.getTaxSummary }))
vi.mock('@/lib/customer/customer-services-state', () => ({
  missingSessionReason: async () => 'sessionEnded',
}))
vi.mock('@/lib/routing/get-region', () => ({ getRequestLocale: async () => 'de-de' }))
vi.mock('next-intl/server', () => ({ getLocale: async () => 'de-de' }))
vi.mock('next/cache', () => ({ refresh: vi.fn() }))
vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  cache: <T>(fn: T) => fn,
}))

const { submitOrder } = await import(
  '@/app/[locale]/[variant]/(customer)/products/[id]/order/actions'
)
const { submitWithdrawal } = await import(
  '@/app/[locale]/[variant]/(customer)/account-withdrawal/actions'
)
const { advisorOrderAction } = await import(
  '@/app/[locale]/[variant]/(customer)/dashboard/investments/robo-advisor/actions'
)
const { configuratorOrderAction } = await import(
  '@/app/[locale]/[variant]/(customer)/dashboard/investments/configurator/order/actions'
)
const { pensionOrderAction } = await import(
  '@/app/[locale]/[variant]/(customer)/dashboard/retirement/open/actions'
)
const { savingsPlanAction } = await import(
  '@/app/[locale]/[variant]/(customer)/dashboard/investments/savings-plan/edit/actions'
)
const { GET: taxCsv } = await import(
  '@/app/[locale]/[variant]/(customer)/account-transactions/tax-summary/[year]/csv/route'
)
const { GET: taxPdf } = await import(
  '@/app/[locale]/[variant]/(customer)/account-transactions/tax-summary/[year]/pdf/route'
)
const { changeProlongationAction, giveNoticeAction } = await import(
  '@/app/[locale]/[variant]/(customer)/dashboard/savings/deposits/[depositId]/actions'
)
const { checkRole } = await import('./authorise')

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}
const key = '8d5c1a52-3f57-4a36-9c3b-3d8a3d3f1b11'
const advisorState = { step: 'details', values: { oneTimeAmount: '', planAmount: '', planDay: '' } }
const year = { params: Promise.resolve({ year: '2025' }) }

type Outcome = 'refused' | 'passed'
interface EntryPoint {
  name: string
  run: () => Promise<Outcome>
  /** The backend calls the action makes once past the guard. */
  sends: () => number
}

const sent = (...mocks: ReturnType<typeof vi.fn>[]) =>
  mocks.reduce((total, mock) => total + mock.mock.calls.length, 0)

const entryPoints: Record<'order' | 'withdraw' | 'invest' | 'tax', EntryPoint[]> = {
  order: [
    {
      name: 'order (products/[id]/order)',
      run: async () => {
        const state = await submitOrder(
          { step: 'amount', amount: '' },
          form({ intent: 'review', offerId: 'O1', amount: '1000', idempotencyKey: key }),
        )
        expect(state.amount).toBe('1000')
        return state.error === 'forbidden' ? 'refused' : 'passed'
      },
      sends: () => sent(backend.getOrderOffer, backend.placeOrder),
    },
    {
      name: 'prolongation choice (deposit page)',
      run: async () => {
        const state = await changeProlongationAction(
          { status: 'idle' },
          form({ depositId: 'D1', prolongation: 'NONE' }),
        )
        return state.status === 'error' && state.error === 'forbidden' ? 'refused' : 'passed'
      },
      sends: () => sent(backend.changeProlongation),
    },
  ],
  withdraw: [
    {
      name: 'withdrawal and payout (account-withdrawal)',
      run: async () => {
        const state = await submitWithdrawal(
          { step: 'details', amount: '', source: '' },
          form({
            intent: 'requestCode',
            source: 'SETTLEMENT',
            amount: '50',
            payeeIban: 'DE89370400440532013000',
            idempotencyKey: key,
          }),
        )
        return state.step === 'details' && state.error === 'forbidden' ? 'refused' : 'passed'
      },
      sends: () => sent(backend.getMoneyOutSituation, backend.withdraw, backend.requestChallenge),
    },
    {
      name: 'notice on a notice account (deposit page)',
      run: async () => {
        const state = await giveNoticeAction(
          { status: 'idle' },
          form({ depositId: 'D1', currency: 'EUR' }),
        )
        return state.status === 'error' && state.error === 'forbidden' ? 'refused' : 'passed'
      },
      sends: () => sent(backend.giveNotice),
    },
  ],
  invest: [
    {
      name: 'robo advisor order',
      run: async () => {
        const state = await advisorOrderAction(advisorState as never, form({ planAmount: '100' }))
        if (state.problems?.form !== 'roleForbidden') return 'passed'
        expect(state.values.planAmount).toBe('100')
        return 'refused'
      },
      sends: () => sent(backend.placePortfolioOrder, backend.requestChallenge),
    },
    {
      name: 'configurator mix order',
      run: async () => {
        const state = await configuratorOrderAction(
          advisorState as never,
          form({ planAmount: '100', w_IE000MRDW015: '100' }),
        )
        return state.problems?.form === 'roleForbidden' ? 'refused' : 'passed'
      },
      sends: () => sent(backend.placePortfolioOrder, backend.requestChallenge),
    },
    {
      name: 'pension opening',
      run: async () => {
        const state = await pensionOrderAction(advisorState as never, form({ planAmount: '100' }))
        return state.problems?.form === 'roleForbidden' ? 'refused' : 'passed'
      },
      sends: () => sent(backend.placePortfolioOrder, backend.requestChallenge),
    },
    {
      name: 'savings plan change',
      run: async () => {
        const state = await savingsPlanAction(
          advisorState as never,
          form({ portfolio: 'P1', amount: '100', day: '1' }),
        )
        return state.problems?.form === 'roleForbidden' ? 'refused' : 'passed'
      },
      sends: () => sent(backend.getPortfolio, backend.changeSavingsPlan, backend.requestChallenge),
    },
  ],
  tax: [
    {
      name: 'tax summary CSV',
      run: async () =>
        (await taxCsv(new Request('http://x'), year)).status === 403 ? 'refused' : 'passed',
      sends: () => sent(backend.getTaxSummary),
    },
    {
      name: 'tax summary PDF',
      run: async () =>
        (await taxPdf(new Request('http://x'), year)).status === 403 ? 'refused' : 'passed',
      sends: () => sent(backend.getTaxSummary),
    },
  ],
}

/** The README's table, written out for the rights these entry points need (P, J, B). */
const allowed: Record<RoleName, Record<keyof typeof entryPoints, readonly AccountType[]>> = {
  ACCOUNT_HOLDER: {
    order: ['PERSONAL', 'JOINT'],
    withdraw: ['PERSONAL', 'JOINT'],
    invest: ['PERSONAL', 'JOINT'],
    tax: ['PERSONAL', 'JOINT', 'BUSINESS'],
  },
  ULTIMATE_BENEFICIAL_OWNER: { order: [], withdraw: [], invest: [], tax: [] },
  AUTHORIZED_PERSON: {
    order: ['PERSONAL', 'JOINT', 'BUSINESS'],
    withdraw: ['PERSONAL', 'JOINT'],
    invest: [],
    tax: [],
  },
  LEGAL_REPRESENTATIVE: {
    order: ['PERSONAL', 'JOINT', 'BUSINESS'],
    withdraw: ['PERSONAL', 'JOINT', 'BUSINESS'],
    invest: ['PERSONAL', 'JOINT', 'BUSINESS'],
    tax: ['PERSONAL', 'JOINT', 'BUSINESS'],
  },
  TAX_PARTNER: { order: [], withdraw: [], invest: [], tax: ['PERSONAL', 'JOINT'] },
}

const accountTypes: AccountType[] = ['PERSONAL', 'JOINT', 'BUSINESS']
const cases = Object.entries(allowed).flatMap(([role, rights]) =>
  accountTypes.flatMap((accountType) =>
    Object.entries(entryPoints).flatMap(([right, points]) =>
      points.map((point) => ({
        role,
        accountType,
        point,
        expected: (rights[right as keyof typeof entryPoints].includes(accountType)
          ? 'passed'
          : 'refused') as Outcome,
      })),
    ),
  ),
)

beforeEach(() => {
  fixture.status = 'ACTIVE'
})
afterEach(() => vi.clearAllMocks())

describe('role guard of the money, investment and tax entry points', () => {
  it.each(cases)(
    '$role on $accountType: $point.name → $expected',
    async ({ role, accountType, point, expected }) => {
      fixture.role = role
      fixture.accountType = accountType
      expect(await point.run()).toBe(expected)
      if (expected === 'refused') expect(point.sends()).toBe(0)
      else expect(point.sends()).toBeGreaterThan(0)
    },
  )

  it.each(Object.values(entryPoints).flat())(
    'a REQUESTED account holder role grants nothing: $name refused',
    async (point) => {
      fixture.role = 'ACCOUNT_HOLDER'
      fixture.accountType = 'PERSONAL'
      fixture.status = 'REQUESTED'
      expect(await point.run()).toBe('refused')
      expect(point.sends()).toBe(0)
    },
  )
})

describe('checkRole', () => {
  it('a session without an account is refused', async () => {
    expect(await checkRole({ ...session, bacNumber: undefined } as never, 'view_account')).toEqual({
      ok: false,
      reason: 'forbidden',
    })
  })
})
