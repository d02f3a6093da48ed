import { usersContract, usersServicePrefix } from '@portal/api-clients/contracts/users'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { customerServicesCheck, type GateInput } from './customer-services-gate'
import { availableReuseMs, customerServicesBaseUrl, probePath } from './customer-services-probe'

/** The state alone, as the tests of the gate's decisions read it. */
const customerServicesState = async (input: GateInput) => (await customerServicesCheck(input)).state

let host = 0

/** A gate input on a host of its own, so the reuse of answers does not leak between tests. */
function input(answer: () => Promise<Response>, change: Partial<GateInput> = {}) {
  host += 1
  vi.stubEnv('PORTAL_API_BASE_URL', `http://api-${host}.test`)
  const calls: { url: string; init: RequestInit | undefined }[] = []
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    return answer()
  }) as typeof globalThis.fetch
  const gate: GateInput = {
    appPath: '/dashboard',
    prefetch: false,
    serverAction: false,
    accessToken: 'token-1',
    region: 'DEU',
    nowMs: 1_000_000,
    fetch,
    ...change,
  }
  return { gate, calls }
}

const status = (code: number) => async () => new Response('{}', { status: code })

/** The operators' log: a probe without an answer writes a line (see unanswered-probes.ts). */
let warn: MockInstance<typeof console.warn>

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('customer services gate', () => {
  it.each([
    ['answer 200', 200, 'available'],
    ['answer 401 (the session was ended there)', 401, 'session_ended'],
    ['answer 403', 403, 'available'],
    ['answer 404', 404, 'available'],
    ['answer 500', 500, 'unavailable'],
    ['answer 503', 503, 'unavailable'],
  ])('reads services that %s as %s', async (_case, code, expected) => {
    const { gate, calls } = input(status(code))
    expect(await customerServicesState(gate)).toBe(expected)
    expect(calls[0]?.url).toBe(`http://api-${host}.test/ums/v1/users/me`)
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer token-1')
    expect(calls[0]?.init?.signal).toBeInstanceOf(AbortSignal)
    expect(warn).toHaveBeenCalledTimes(expected === 'unavailable' ? 1 : 0)
  })

  it('counts a refused connection as unavailable, and says so in the log', async () => {
    const { gate } = input(() => Promise.reject(new TypeError('fetch failed')))
    expect(await customerServicesState(gate)).toBe('unavailable')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(
      new RegExp(
        `^customer services at http://api-${host}\\.test: refused or failed after \\d+ ms; customer pages answer 503$`,
      ),
    )
  })

  it.each<[string, Partial<GateInput>]>([
    ['without a session', { accessToken: undefined }],
    ['for a router prefetch', { prefetch: true }],
    ['for a server action', { serverAction: true }],
    ['outside the customer layout', { appPath: '/set-password' }],
    ['on a public page', { appPath: '/' }],
  ])('does not probe %s', async (_case, change) => {
    const { gate, calls } = input(status(503), change)
    expect(await customerServicesState(gate)).toBe('available')
    expect(calls).toEqual([])
  })

  it('reuses an answer briefly, but probes again right after a failure', async () => {
    let code = 200
    const { gate, calls } = input(async () => new Response(null, { status: code }))
    const at = (nowMs: number) => customerServicesState({ ...gate, nowMs })
    expect(await at(0)).toBe('available')
    expect(await at(availableReuseMs - 1)).toBe('available')
    expect(calls).toHaveLength(1)
    code = 503
    expect(await at(availableReuseMs)).toBe('unavailable')
    code = 200
    expect(await at(availableReuseMs + 1)).toBe('available')
    expect(calls).toHaveLength(3)
  })

  it('reuses an answer only for the session it was given to', async () => {
    const refused = new Set(['token-2'])
    const { gate, calls } = input(async () => new Response(null, { status: 200 }))
    const answer = (async (_url: string, init?: RequestInit) => {
      calls.push({ url: _url, init })
      const token = new Headers(init?.headers).get('authorization')?.replace('Bearer ', '') ?? ''
      return new Response(null, { status: refused.has(token) ? 401 : 200 })
    }) as typeof globalThis.fetch
    const as = (accessToken: string) =>
      customerServicesState({ ...gate, fetch: answer, accessToken })
    expect(await as('token-1')).toBe('available')
    // another session right after: probed itself, and refused
    expect(await as('token-2')).toBe('session_ended')
    expect(await as('token-2')).toBe('session_ended')
    expect(await as('token-1')).toBe('available')
    expect(calls).toHaveLength(3)
  })
})

describe('probe target', () => {
  it('is the users contract’s current-user read', () => {
    expect(probePath).toBe(`${usersServicePrefix}${usersContract.getCurrentUser.path}`)
  })

  it.each([
    [{ PORTAL_API_BASE_URL: 'http://127.0.0.1:18080/' }, 'http://127.0.0.1:18080'],
    [{}, 'http://localhost:8080'],
    [{ PORTAL_ENV: 'production' }, 'https://api.deu.savings-portal.example'],
    [{ PORTAL_ENV: 'staging' }, 'https://api.deu.staging.savings-portal.example'],
  ])('is on the API host for %o', (env, expected) => {
    expect(customerServicesBaseUrl('DEU', env)).toBe(expected)
  })

  it('hands over the user a fresh probe read, never with a reused answer', async () => {
    const user = { username: 'liz@example.com', firstName: 'Liz' }
    const { gate } = input(async () => Response.json(user))
    expect(await customerServicesCheck(gate)).toEqual({ state: 'available', currentUser: user })
    expect(await customerServicesCheck({ ...gate, nowMs: gate.nowMs + 1 })).toEqual({
      state: 'available',
    })
  })
})
