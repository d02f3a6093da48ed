import { SignJWT } from 'jose/jwt/sign'
import { generateKeyPair } from 'jose/key/generate/keypair'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { sessionCookieNames } from './cookies'
import { resolveSession, type SessionInput } from './resolve-session'
import { readSessionMeta, signSessionMeta } from './session-meta'
import type { TokenResult } from './token-endpoint'

const issuer = 'http://localhost:8080/idp'
const nowMs = Date.UTC(2026, 0, 1, 12)
const policy = { idleMs: 5 * 60_000, absoluteMs: 30 * 60_000 }
const metaKey = new TextEncoder().encode('k'.repeat(40))
const names = sessionCookieNames(false)
let keys: CryptoKeyPair

beforeAll(async () => {
  keys = await generateKeyPair('ES256')
})

async function accessToken(expMs: number, issuedAtMs?: number) {
  const token = new SignJWT({ bac_number: ['BAC_1'] })
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject('user-1')
    .setIssuer(issuer)
    .setAudience('savings-portal')
    .setExpirationTime(Math.floor(expMs / 1000))
  if (issuedAtMs !== undefined) token.setIssuedAt(Math.floor(issuedAtMs / 1000))
  return token.sign(keys.privateKey)
}

const renewedTokens = async (): Promise<TokenResult> => ({
  ok: true,
  tokens: {
    accessToken: await accessToken(nowMs + 300_000),
    refreshToken: 'r2',
    serverTime: nowMs,
  },
})

async function input(
  cookies: Record<string, string>,
  refresh: (token: string) => Promise<TokenResult> = async () => ({
    ok: false,
    failure: 'invalid_grant',
  }),
  isActivity = true,
): Promise<SessionInput> {
  return {
    cookie: (name) => cookies[name],
    nowMs,
    policy,
    deployed: false,
    metaKey,
    keys: keys.publicKey,
    issuer,
    isActivity,
    refresh,
  }
}

const meta = (startedAgo: number, activeAgo: number) =>
  signSessionMeta(
    { offsetMs: 0, startedAtMs: nowMs - startedAgo, lastActiveMs: nowMs - activeAgo },
    metaKey,
  )

describe('resolveSession', () => {
  it('is public without cookies, writing nothing', async () => {
    expect(await resolveSession(await input({}))).toEqual({
      state: 'public',
      end: 'none',
      writes: [],
    })
  })

  it('is logged in with a valid token and restarts the idle timer', async () => {
    const result = await resolveSession(
      await input({
        [names.accessToken]: await accessToken(nowMs + 60_000),
        [names.refreshToken]: 'r1',
        [names.meta]: await meta(60_000, 60_000),
      }),
    )
    expect(result.state).toBe('logged_in')
    const written = await readSessionMeta(
      result.writes.find((w) => w.name === names.meta)?.value,
      metaKey,
    )
    expect(written?.lastActiveMs).toBe(nowMs)
  })

  it.each([
    ['idle past the limit', 60_000, 5 * 60_000, 'idle'],
    ['past the absolute lifetime', 30 * 60_000, 0, 'ended'],
  ])('ends a session %s and clears the cookies', async (_name, startedAgo, activeAgo, end) => {
    const result = await resolveSession(
      await input({
        [names.accessToken]: await accessToken(nowMs + 60_000),
        [names.meta]: await meta(startedAgo, activeAgo),
      }),
    )
    expect(result).toMatchObject({ state: 'public', end })
    expect(result.writes.every((w) => w.value === '' && w.options.maxAge === 0)).toBe(true)
  })

  it.each([
    ['a tampered meta cookie', 'eyJhbGciOiJIUzI1NiJ9.eyJvIjowfQ.x'],
    ['a missing meta cookie', undefined],
    ['an oversized meta cookie', 'a'.repeat(100_000)],
  ])('is public with %s', async (_name, metaValue) => {
    const cookies: Record<string, string> = {
      [names.accessToken]: await accessToken(nowMs + 60_000),
    }
    if (metaValue) cookies[names.meta] = metaValue
    expect((await resolveSession(await input(cookies))).state).toBe('public')
  })

  it('refreshes an expired token once and returns the new cookies', async () => {
    const fresh = await accessToken(nowMs + 300_000)
    const refresh = vi.fn(
      async (): Promise<TokenResult> => ({
        ok: true,
        tokens: { accessToken: fresh, refreshToken: 'r2', serverTime: nowMs - 2000 },
      }),
    )
    const result = await resolveSession(
      await input(
        {
          [names.accessToken]: await accessToken(nowMs - 1000),
          [names.refreshToken]: 'r1',
          [names.meta]: await meta(60_000, 10_000),
        },
        refresh,
      ),
    )
    expect(refresh).toHaveBeenCalledWith('r1')
    expect(result).toMatchObject({ state: 'logged_in', accessToken: fresh })
    const values = Object.fromEntries(result.writes.map((w) => [w.name, w.value]))
    expect(values[names.accessToken]).toBe(fresh)
    expect(values[names.refreshToken]).toBe('r2')
    expect((await readSessionMeta(values[names.meta], metaKey))?.offsetMs).toBe(2000)
  })

  it.each([
    ['5 minutes, 20 s left', 300_000, 20_000, true],
    ['5 minutes, 40 s left', 300_000, 40_000, false],
    ['6 s, 1 s left', 6_000, 1_000, true],
    ['6 s, 3 s left', 6_000, 3_000, false],
  ])(
    'renews a token before it expires, for any request (lifetime %s)',
    async (_case, lifetime, left, renews) => {
      const refresh = vi.fn(renewedTokens)
      const result = await resolveSession(
        await input(
          {
            [names.accessToken]: await accessToken(nowMs + left, nowMs + left - lifetime),
            [names.refreshToken]: 'r1',
            [names.meta]: await meta(60_000, 10_000),
          },
          refresh,
          false,
        ),
      )
      expect(result.state).toBe('logged_in')
      expect(refresh).toHaveBeenCalledTimes(renews ? 1 : 0)
      const written = Object.fromEntries(result.writes.map((w) => [w.name, w.value]))
      expect(written[names.refreshToken]).toBe(renews ? 'r2' : undefined)
    },
  )

  // Idle limit 5 minutes: the customer's own action renews a token issued a minute ago or more,
  // so the identity provider's refresh window (idle limit plus a minute) never ends while they act.
  it.each([
    ['the customer acts, token issued 59 s ago', true, 59_000, false],
    ['the customer acts, token issued 60 s ago', true, 60_000, true],
    ['the customer acts, token issued 4 minutes ago', true, 240_000, true],
    ['a background request, token issued 4 minutes ago', false, 240_000, false],
  ])('renews by activity: %s', async (_case, isActivity, issuedAgo, renews) => {
    const refresh = vi.fn(renewedTokens)
    const result = await resolveSession(
      await input(
        {
          [names.accessToken]: await accessToken(nowMs - issuedAgo + 300_000, nowMs - issuedAgo),
          [names.refreshToken]: 'r1',
          [names.meta]: await meta(300_000, 10_000),
        },
        refresh,
        isActivity,
      ),
    )
    expect(result.state).toBe('logged_in')
    expect(refresh).toHaveBeenCalledTimes(renews ? 1 : 0)
    const written = Object.fromEntries(result.writes.map((w) => [w.name, w.value]))
    expect(written[names.refreshToken]).toBe(renews ? 'r2' : undefined)
  })

  it.each([
    ['refused', { ok: false, failure: 'invalid_grant' }],
    ['unanswered', { ok: false, failure: 'unavailable' }],
  ] as const)('keeps a still valid token when its early renewal is %s', async (_case, outcome) => {
    const token = await accessToken(nowMs + 10_000, nowMs - 290_000)
    const result = await resolveSession(
      await input(
        {
          [names.accessToken]: token,
          [names.refreshToken]: 'r1',
          [names.meta]: await meta(60_000, 10_000),
        },
        async () => outcome,
      ),
    )
    expect(result).toMatchObject({ state: 'logged_in', accessToken: token })
    expect(result.writes.some((w) => w.value === '')).toBe(false)
    // only an unanswered renewal tells the request that the identity provider is down
    expect(result.state === 'logged_in' && result.identityUnavailable).toBe(
      outcome.failure === 'unavailable' ? true : undefined,
    )
  })

  /** A session whose 6 s token expired 2 s ago, with refresh token `r1`. */
  const expiredTokenWith = async (refresh: (token: string) => Promise<TokenResult>) =>
    input(
      {
        [names.accessToken]: await accessToken(nowMs - 2000, nowMs - 8000),
        [names.refreshToken]: 'r1',
        [names.meta]: await meta(60_000, 10_000),
      },
      refresh,
    )

  // A refresh answer shared from seconds ago (refresh-once.ts) for a browser that never got it.
  it.each([
    ['expired', nowMs - 500],
    ['due for renewal again', nowMs + 1000],
  ])(
    'renews once more with its own refresh token a shared answer whose token is %s',
    async (_case, sharedExpMs) => {
      const shared = await accessToken(sharedExpMs, sharedExpMs - 6000)
      const fresh = await accessToken(nowMs + 6000, nowMs)
      const answers: Record<string, TokenResult> = {
        r1: { ok: true, tokens: { accessToken: shared, refreshToken: 'r2', serverTime: nowMs } },
        r2: { ok: true, tokens: { accessToken: fresh, refreshToken: 'r3', serverTime: nowMs } },
      }
      const refresh = vi.fn(async (token: string) => answers[token] as TokenResult)
      const result = await resolveSession(await expiredTokenWith(refresh))
      expect(refresh.mock.calls).toEqual([['r1'], ['r2']])
      expect(result).toMatchObject({ state: 'logged_in', accessToken: fresh })
      const written = Object.fromEntries(result.writes.map((w) => [w.name, w.value]))
      expect(written[names.refreshToken]).toBe('r3')
    },
  )

  it('keeps a shared answer still valid when renewing it once more fails', async () => {
    const shared = await accessToken(nowMs + 1000, nowMs - 5000)
    const refresh = vi.fn(
      async (token: string): Promise<TokenResult> =>
        token === 'r1'
          ? { ok: true, tokens: { accessToken: shared, refreshToken: 'r2', serverTime: nowMs } }
          : { ok: false, failure: 'unavailable' },
    )
    const result = await resolveSession(await expiredTokenWith(refresh))
    expect(refresh).toHaveBeenCalledTimes(2)
    expect(result).toMatchObject({ state: 'logged_in', accessToken: shared })
    const written = Object.fromEntries(result.writes.map((w) => [w.name, w.value]))
    expect(written[names.refreshToken]).toBe('r2')
  })

  it('is public and clears when the refresh fails', async () => {
    const result = await resolveSession(
      await input({
        [names.accessToken]: 'garbage',
        [names.refreshToken]: 'r1',
        [names.meta]: await meta(0, 0),
      }),
    )
    expect(result).toMatchObject({ state: 'public', end: 'invalid' })
    expect(result.writes.length).toBeGreaterThan(0)
  })

  it('keeps the cookies when the identity provider does not answer the refresh', async () => {
    const refresh = vi.fn(async (): Promise<TokenResult> => ({ ok: false, failure: 'unavailable' }))
    const result = await resolveSession(
      await input(
        {
          [names.accessToken]: await accessToken(nowMs - 1000),
          [names.refreshToken]: 'r1',
          [names.meta]: await meta(60_000, 10_000),
        },
        refresh,
      ),
    )
    expect(result).toEqual({ state: 'public', end: 'unavailable', writes: [] })
  })

  it('accepts no session without a meta key (deployed without SESSION_SECRET)', async () => {
    const base = await input({
      [names.accessToken]: await accessToken(nowMs + 60_000),
      [names.meta]: await meta(0, 0),
    })
    expect((await resolveSession({ ...base, metaKey: null })).state).toBe('public')
  })
})
