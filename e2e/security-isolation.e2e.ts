import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evilHost } from './support/payloads'
import { loggedIn, stackOn } from './support/security'
import { cookieHeader, type OwnServers, startOwnServers } from './support/servers'

// Security suite, part 3 of 3 (cross-site writes and customer isolation): own sandbox and
// portal (see security-tokens-headers for the other parts).
const sandboxPort = Number(process.env.E2E_SECURITY_ISOLATION_SANDBOX_PORT ?? 18184)
const portalPort = Number(process.env.E2E_SECURITY_ISOLATION_PORTAL_PORT ?? 13105)
const { sandboxUrl, portalUrl, issuer } = stackOn(sandboxPort, portalPort)

let servers: OwnServers | undefined
let browser: Browser

beforeAll(async () => {
  servers = await startOwnServers({
    prefix: 'portal-security-isolation-',
    sandboxPort,
    portalPort,
    issuer,
  })
  browser = servers.browser
}, 240_000)

afterAll(() => servers?.stop())

describe('cross-site writes', () => {
  /** Server action ids found in the rendered HTML of a page. */
  function actionIds(html: string): string[] {
    const ids = new Set<string>()
    for (const match of html.matchAll(/\$ACTION_ID_([0-9a-f]{20,})/g)) ids.add(match[1] ?? '')
    for (const match of html.matchAll(/&quot;id&quot;:&quot;([0-9a-f]{20,})&quot;/g))
      ids.add(match[1] ?? '')
    return [...ids]
  }

  it('refuses POSTs to every server action and route handler from another site', async () => {
    const context = await loggedIn(browser, portalUrl, 'demo.multi@example.com')
    const cookie = cookieHeader(await context.cookies())
    await context.close()
    const pages = [
      '/en-gb/login',
      '/en-gb/register',
      '/en-gb/dashboard',
      '/en-gb/login/switch-account',
      '/en-gb/user-account/edit/password',
      '/en-us',
      '/en-gb/logout',
    ]
    const actions: { path: string; id: string }[] = []
    for (const path of pages) {
      const html = await (await fetch(`${portalUrl}${path}`, { headers: { cookie } })).text()
      for (const id of actionIds(html)) actions.push({ path, id })
    }
    // login, register, switch account, change password, logout, save offer at least
    expect(new Set(actions.map((a) => a.id)).size).toBeGreaterThanOrEqual(6)
    // The first two are what browsers send from another site; the third has no Origin at all
    // (which Next itself would let through: the middleware refuses every POST without one).
    const crossSite: Record<string, string>[] = [
      { origin: `https://${evilHost}` },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    const failures: string[] = []
    const body = new FormData()
    body.set('bacNumber', 'BAC_1000000004')
    body.set('offerId', 'x1')
    body.set('save', 'true')
    for (const { path, id } of actions) {
      for (const headers of crossSite) {
        const response = await fetch(`${portalUrl}${path}`, {
          method: 'POST',
          headers: { ...headers, cookie, 'next-action': id, accept: 'text/x-component' },
          body,
          redirect: 'manual',
        })
        const setCookie = response.headers
          .getSetCookie()
          .filter((c) => !c.startsWith('portal_session='))
        if (
          response.status < 400 ||
          setCookie.length > 0 ||
          response.headers.has('x-action-redirect')
        )
          failures.push(
            `${path} ${id.slice(0, 8)} ${JSON.stringify(headers)} → ${response.status} ${setCookie.join(',')}`,
          )
      }
    }
    for (const path of [
      '/en-gb/auth?next=%2Fen-gb%2Fdashboard',
      '/en-gb/assets/banks/x/logo.svg',
      '/en-gb/collector/com.snowplowanalytics.snowplow/tp2',
    ]) {
      for (const headers of crossSite) {
        const response = await fetch(`${portalUrl}${path}`, {
          method: 'POST',
          headers: { ...headers, cookie },
          redirect: 'manual',
        })
        if (response.status < 400)
          failures.push(`route ${path} ${JSON.stringify(headers)} → ${response.status}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('refuses a recorded action call for its origin alone: the same call from the portal runs', async () => {
    // A real server action call as the browser makes it: the consent banner's "Only necessary".
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${portalUrl}/en-gb`)
    const recording = page.waitForRequest(
      (request) => request.method() === 'POST' && 'next-action' in request.headers(),
    )
    await page.getByRole('button', { name: 'Only necessary' }).click()
    const recorded = await recording
    const body = new Uint8Array(recorded.postDataBuffer() ?? Buffer.alloc(0))
    const sent = recorded.headers()
    await context.close()
    const replay = (origin: Record<string, string>) =>
      fetch(recorded.url(), {
        method: 'POST',
        headers: {
          'content-type': sent['content-type'] ?? '',
          'next-action': sent['next-action'] ?? '',
          'next-router-state-tree': sent['next-router-state-tree'] ?? '',
          accept: sent.accept ?? 'text/x-component',
          ...origin,
        },
        body,
        redirect: 'manual',
      })
    const savesConsent = (response: Response) =>
      response.headers.getSetCookie().some((cookie) => cookie.startsWith('cp_consent='))

    // Control: from the portal's own origin the recorded call runs the action and sets the cookie,
    // so a refusal below is the origin check at work and not a broken request.
    const sameOrigin = await replay({ origin: portalUrl, 'sec-fetch-site': 'same-origin' })
    expect(sameOrigin.status).toBe(200)
    expect(savesConsent(sameOrigin)).toBe(true)
    for (const origin of [`https://${evilHost}`, 'null']) {
      const crossSite = await replay({ origin, 'sec-fetch-site': 'cross-site' })
      expect(crossSite.status, origin).toBeGreaterThanOrEqual(400)
      expect(savesConsent(crossSite), origin).toBe(false)
    }
    // Without any Origin header (a script, or a proxy that dropped it) the call is refused too.
    const originLess = await replay({})
    expect(originLess.status).toBe(403)
    expect(savesConsent(originLess)).toBe(false)
  })

  it('refuses POSTs to the GET-only route handlers (405 from the portal; from another site 403 where the middleware runs), which still answer GET', async () => {
    // Bank logos are served outside the middleware (static assets): their handler refuses alone.
    for (const [path, foreignStatus] of [
      ['/en-gb/auth?next=%2Fen-gb%2Fdashboard', 403],
      ['/en-gb/assets/banks/x/logo.svg', 405],
    ] as const) {
      const get = await fetch(`${portalUrl}${path}`, { redirect: 'manual' })
      expect(get.status, `GET ${path}`).not.toBe(405)
      for (const [origin, status] of [
        [portalUrl, 405],
        [`https://${evilHost}`, foreignStatus],
      ] as const) {
        const post = await fetch(`${portalUrl}${path}`, {
          method: 'POST',
          headers: { origin },
          redirect: 'manual',
        })
        expect(post.status, `POST ${path} from ${origin}`).toBe(status)
      }
    }
  })

  it('forwards collector posts from the portal and refuses them from another site', async () => {
    const path = '/en-gb/collector/com.snowplowanalytics.snowplow/tp2'
    const post = (origin: string) =>
      fetch(`${portalUrl}${path}`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json; charset=UTF-8' },
        body: JSON.stringify({ schema: 'iglu:x/y/jsonschema/1-0-0', data: [] }),
      })
    expect((await post(portalUrl)).status).not.toBe(403)
    expect((await post(`https://${evilHost}`)).status).toBe(403)
  })
})

describe('customers stay apart', () => {
  it('refuses a foreign BAC in the portal and in the sandbox', async () => {
    const context = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
    const own = 'BAC_1000000001'
    const foreign = 'BAC_1000000002'
    const page = await context.newPage()
    // crafted account cookie
    await context.addCookies([{ name: 'portal_account', value: foreign, url: portalUrl }])
    await page.goto(`${portalUrl}/en-gb/dashboard`)
    expect(await page.getByTestId('current-account').textContent()).toContain(own)
    expect(await page.content()).not.toContain(foreign)
    // crafted switch-account form value
    await page.goto(`${portalUrl}/en-gb/login/switch-account`)
    await page
      .locator('input[name=bacNumber]')
      .first()
      .evaluate((input, value) => {
        ;(input as HTMLInputElement).value = value
      }, foreign)
    await page.locator('input[name=bacNumber]').first().check()
    await page.locator('main form button[type=submit], form button').last().click()
    await page.waitForURL(`${portalUrl}/en-gb/dashboard`)
    expect(await page.getByTestId('current-account').textContent()).toContain(own)
    expect(await page.content()).not.toContain(foreign)
    const token = (await context.cookies()).find((c) => c.name === 'portal_at')?.value ?? ''
    await context.close()

    const bearer = { authorization: `Bearer ${token}` }
    expect((await fetch(`${sandboxUrl}/cas/v1/customers/${own}`, { headers: bearer })).status).toBe(
      200,
    )
    for (const id of [
      foreign,
      'BAC_1000000003',
      'BAC_1000000004',
      'BAC_9999999999',
      '..%2FBAC_1000000002',
    ]) {
      const response = await fetch(`${sandboxUrl}/cas/v1/customers/${id}`, { headers: bearer })
      expect(response.status, id).toBe(403)
    }
  })

  it('lists only the own account’s transactions, even with a crafted account cookie', async () => {
    const context = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
    const own = 'BAC_1000000001'
    const foreign = 'BAC_1000000002'
    await context.addCookies([{ name: 'portal_account', value: foreign, url: portalUrl }])
    const page = await context.newPage()
    await page.goto(`${portalUrl}/en-gb/account-transactions`)
    await page.getByTestId('transactions').waitFor()
    expect(await page.getByTestId('transactions').locator('caption').textContent()).toContain(own)
    // The own ledger's bookings (the seeded history of BAC_1000000001), none of the other's.
    expect(await page.getByTestId('transaction').count()).toBeGreaterThan(0)
    expect(await page.content()).not.toContain(foreign)
    const token = (await context.cookies()).find((c) => c.name === 'portal_at')?.value ?? ''
    await context.close()

    const list = (id: string) =>
      fetch(`${sandboxUrl}/das/v2/customers/${id}/transactions`, {
        headers: { authorization: `Bearer ${token}` },
      })
    expect((await list(own)).status).toBe(200)
    for (const id of [foreign, 'BAC_1000000003', 'BAC_9999999999']) {
      expect((await list(id)).status, id).toBe(403)
    }
  })
})

describe('what a role may not do, the portal refuses itself', () => {
  it('an authorised person on a business account: no payout form, no tax summary, no investing', async () => {
    // demo.multi holds the business account BAC_1000000003 as AUTHORIZED_PERSON only (no
    // withdraw, see_tax_documents or invest there) and BAC_1000000004 as its ACCOUNT_HOLDER.
    const context = await loggedIn(browser, portalUrl, 'demo.multi@example.com')
    const business = 'BAC_1000000003'
    const own = 'BAC_1000000004'
    const page = await context.newPage()
    const csv = `${portalUrl}/en-gb/account-transactions/tax-summary/2025/csv`
    const choose = async (bacNumber: string) => {
      await context.addCookies([{ name: 'portal_account', value: bacNumber, url: portalUrl }])
      await page.goto(`${portalUrl}/en-gb/dashboard`)
      expect(await page.getByTestId('current-account').textContent()).toContain(bacNumber)
      return cookieHeader(await context.cookies())
    }

    // Control: as account holder of the personal account the same entry points work.
    const ownCookie = await choose(own)
    expect((await fetch(csv, { headers: { cookie: ownCookie } })).status).toBe(200)
    await page.goto(`${portalUrl}/en-gb/account-withdrawal/payout`)
    await page
      .getByTestId('withdrawal-form')
      .or(page.getByTestId('withdrawal-empty'))
      .or(page.getByTestId('withdrawal-no-reference'))
      .waitFor()
    expect(await page.getByTestId('withdrawal-forbidden').count()).toBe(0)

    const cookie = await choose(business)
    await page.goto(`${portalUrl}/en-gb/account-withdrawal/payout`)
    await page.getByTestId('withdrawal-forbidden').waitFor()
    expect(await page.getByTestId('withdrawal-form').count()).toBe(0)
    await page.goto(`${portalUrl}/en-gb/account-transactions/tax-summary`)
    await page.getByTestId('tax-summary-forbidden').waitFor()
    expect(await page.locator(`a[href$="/csv"]`).count()).toBe(0)
    expect((await fetch(csv, { headers: { cookie } })).status).toBe(403)
    expect((await fetch(csv.replace(/csv$/, 'pdf'), { headers: { cookie } })).status).toBe(403)
    await page.goto(`${portalUrl}/en-gb/documents?type=tax_summary`)
    await page.getByTestId('documents-forbidden').waitFor()
    expect(await page.locator('select[name=type] option[value=tax_summary]').count()).toBe(0)

    // The sandbox refuses the same person's investment order on the business account too.
    const token = (await context.cookies()).find((c) => c.name === 'portal_at')?.value ?? ''
    await context.close()
    const order = await fetch(`${sandboxUrl}/pia/api/v1/customers/${business}/investment-orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'managed',
        riskClass: '30',
        answers: {
          knowledge: 'good',
          experience: 'equities',
          horizon: 'overTenYears',
          lossTolerance: 'upTo25',
          financialSituation: 'reserveAndSurplus',
        },
        oneTimeAmount: 100_000,
        challengeId: 'x',
      }),
    })
    expect(order.status).toBe(403)
    expect(await order.json()).toMatchObject({ code: 'actionNotPermitted' })
  })
})

describe('another customer’s postbox thread', () => {
  it('answers 404 in the portal (own thread 200)', async () => {
    const threadOf = async (username: string) => {
      const context = await loggedIn(browser, portalUrl, username)
      const page = await context.newPage()
      await page.goto(`${portalUrl}/en-gb/postbox/messages?folder=inbox`)
      const href =
        (await page.getByTestId('message').first().getByRole('link').getAttribute('href')) ?? ''
      const cookie = cookieHeader(await context.cookies())
      await context.close()
      const thread = new URL(href, portalUrl).searchParams.get('thread') ?? ''
      expect(thread).not.toBe('')
      return { thread, cookie }
    }
    const foreign = await threadOf('demo.joint@example.com')
    const own = await threadOf('demo.personal@example.com')
    const open = (thread: string) =>
      fetch(
        `${portalUrl}/en-gb/postbox/messages?folder=inbox&thread=${encodeURIComponent(thread)}`,
        { headers: { cookie: own.cookie } },
      )
    expect((await open(own.thread)).status).toBe(200)
    for (const thread of [foreign.thread, 'THR-does-not-exist']) {
      const response = await open(thread)
      expect(response.status, thread).toBe(404)
      expect(await response.text()).not.toContain('thread-message')
    }
  })
})
