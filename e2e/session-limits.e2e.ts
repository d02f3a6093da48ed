import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logIn, stackOn } from './support/security'
import { cookieHeader, type OwnServers, startOwnServers } from './support/servers'

// Its own servers with short limits: 12 s idle at the portal, a 60 s access token, and at the
// identity provider a refresh token that lapses unused after 15 s: the idle limit and a fifth of
// it, rounded up, as the defaults (5 and 6 minutes), since the portal renews the tokens on a
// customer's action once they are a fifth of the idle limit old.
const sandboxPort = Number(process.env.E2E_SESSION_LIMITS_SANDBOX_PORT ?? 18197)
const portalPort = Number(process.env.E2E_SESSION_LIMITS_PORTAL_PORT ?? 13117)
const { sandboxUrl, portalUrl, issuer } = stackOn(sandboxPort, portalPort)
const idleSeconds = 12
const refreshWindowSeconds = 15

let servers: OwnServers

beforeAll(async () => {
  servers = await startOwnServers({
    prefix: 'session-limits-',
    sandboxPort,
    portalPort,
    issuer,
    sandboxEnv: () => ({
      SANDBOX_ACCESS_TOKEN_TTL_SECONDS: '60',
      SANDBOX_REFRESH_TOKEN_TTL_SECONDS: String(refreshWindowSeconds),
    }),
    portalEnv: () => ({ SESSION_IDLE_MINUTES: String(idleSeconds / 60), SESSION_MAX_MINUTES: '5' }),
  })
}, 120_000)

afterAll(async () => {
  await servers?.stop()
})

async function loggedInContext(username: string): Promise<BrowserContext> {
  const context = await servers.browser.newContext()
  const page = await context.newPage()
  await page.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fdashboard`)
  await logIn(page, username)
  await page.waitForURL(`${portalUrl}/en-gb/dashboard`)
  return context
}

const cookieOf = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((cookie) => cookie.name === name)?.value ?? ''

function refreshAtIdentityProvider(refreshToken: string) {
  return fetch(`${sandboxUrl}/idp/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'savings-portal',
    }),
  })
}

describe('sessions that end', () => {
  it('logs an untouched tab out at the idle limit, and its refresh token is dead', async () => {
    const context = await loggedInContext('demo.personal@example.com')
    const [page] = context.pages()
    if (!page) throw new Error('no page')
    const started = Date.now()
    // Nobody touches the tab: the header's /visitor call and the dialog's own navigation
    // must not keep the session alive.
    await page.waitForURL(/\/en-gb\/login\?.*reason=idle/, { timeout: (idleSeconds + 20) * 1000 })
    const seconds = (Date.now() - started) / 1000
    expect(seconds).toBeGreaterThan(idleSeconds - 3)
    expect(seconds).toBeLessThan(idleSeconds + 15)
    expect(await cookieOf(context, 'portal_at')).toBe('')
    await context.close()
  })

  it('refuses a held refresh token at the identity provider once the session was left idle', async () => {
    const context = await loggedInContext('demo.joint@example.com')
    const refreshToken = await cookieOf(context, 'portal_rt')
    // The cookie is taken away; the portal never sees the session again.
    await context.close()
    await new Promise((resolve) => setTimeout(resolve, (refreshWindowSeconds + 1) * 1000))
    const refused = await refreshAtIdentityProvider(refreshToken)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('answers /visitor with loggedIn false for the cookies of a session logged out elsewhere', async () => {
    const context = await loggedInContext('demo.business@example.com')
    const held = cookieHeader(await context.cookies())
    const visitor = () =>
      fetch(`${portalUrl}/en-gb/visitor`, { headers: { cookie: held } }).then(
        (response) => response.json() as Promise<{ loggedIn: boolean }>,
      )
    expect(await visitor()).toMatchObject({ loggedIn: true })
    const [page] = context.pages()
    // With 12 s idle the warning (shown a minute before the limit) is open at once and modal:
    // the customer logs out from it
    await page?.getByTestId('idle-dialog').getByRole('button', { name: 'Log out now' }).click()
    await page?.waitForURL(/\/en-gb\/login\?reason=loggedOut/)
    expect(await visitor()).toEqual({ loggedIn: false })
    await context.close()
  })
})
