import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openRedirectPayload, storedXssPayload, xssMarker, xssPayload } from './support/payloads'
import { isSafeDestination, logIn, stackOn } from './support/security'
import { cookieHeader, type OwnServers, startOwnServers } from './support/servers'

// Security suite, part 2 of 3 (open redirects and XSS): one attempt of each kind through the real
// pages of an own sandbox (one bank's HTML description hostile) and portal. The tables of 47
// redirect and 43 XSS payloads run as unit tests on the functions that decide:
// apps/portal/lib/routing/sanitise-next-target-payloads.test.ts,
// apps/portal/lib/html/sanitise-html-payloads.test.ts and
// apps/portal/lib/offers/search-params-payloads.test.ts.
const sandboxPort = Number(process.env.E2E_SECURITY_XSS_SANDBOX_PORT ?? 18183)
const portalPort = Number(process.env.E2E_SECURITY_XSS_PORTAL_PORT ?? 13103)
const { sandboxUrl, portalUrl, issuer } = stackOn(sandboxPort, portalPort)

let servers: OwnServers | undefined
let browser: Browser

beforeAll(async () => {
  servers = await startOwnServers({
    prefix: 'portal-security-xss-',
    sandboxPort,
    portalPort,
    issuer,
    sandboxEnv(workDir) {
      const payloadFile = join(workDir, 'hostile-texts.json')
      writeFileSync(payloadFile, JSON.stringify([storedXssPayload]))
      return { SANDBOX_SEED_HOSTILE_TEXTS: payloadFile }
    },
  })
  browser = servers.browser
}, 240_000)

afterAll(() => servers?.stop())

describe('open redirect through next', () => {
  it('keeps the login and the auth handover on the portal', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(`${portalUrl}/`)) foreign.push(request.url())
    })
    const next = encodeURIComponent(openRedirectPayload)
    await page.goto(`${portalUrl}/en-gb/login?next=${next}`)
    await logIn(page, 'demo.joint@example.com')
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 })
    expect(page.url()).toBe(`${portalUrl}/en-gb/dashboard`)
    expect(foreign).toEqual([])

    // the handover, for a visitor (through the login) and for the logged-in customer (straight)
    const cookie = cookieHeader(await context.cookies())
    await context.close()
    const headerSets: Record<string, string>[] = [{}, { cookie }]
    for (const headers of headerSets) {
      const response = await fetch(`${portalUrl}/de-de/auth?next=${next}`, {
        headers,
        redirect: 'manual',
      })
      expect(response.status).toBe(307)
      const location = response.headers.get('location') ?? ''
      expect(isSafeDestination(location, portalUrl), location).toBe(true)
      const inner = new URL(location, portalUrl).searchParams.get('next')
      expect(inner === null || isSafeDestination(inner, portalUrl), location).toBe(true)
      expect(location).toMatch('cookie' in headers ? /\/dashboard$/ : /\/login\?next=/)
    }
  })
})

interface XssFindings {
  marker: unknown
  dialogs: string[]
  csp: string[]
  handlers: string[]
  urls: string[]
}

const inspectPage = `(() => {
  const handlers = [...document.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => el.tagName + ' ' + a.name))
  const urls = [...document.querySelectorAll('[href],[src],[action],[formaction],[data],[srcdoc]')]
    .flatMap((el) => ['href', 'src', 'action', 'formaction', 'data', 'srcdoc'].map((n) => el.getAttribute(n) ?? ''))
    .filter((v) => /^\\s*(javascript|vbscript|data:text\\/html)|<script/i.test(v.replace(/[\\s\\u0000-\\u001f]/g, '')))
  if (document.querySelector('base, object, embed, iframe')) urls.push('element base/object/embed/iframe')
  return { marker: window.${xssMarker}, csp: window.__cspViolations ?? [], handlers, urls }
})()`

/** A context that records CSP violation reports and dialogs. */
async function watchedContext(): Promise<BrowserContext> {
  const context = await browser.newContext()
  await context.addInitScript(`window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sample || '')))`)
  return context
}

async function watchedPage(context: BrowserContext): Promise<{ page: Page; dialogs: string[] }> {
  const page = await context.newPage()
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return { page, dialogs }
}

async function findings(page: Page, dialogs: string[]): Promise<XssFindings> {
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))',
  )
  const seen = (await page.evaluate(inspectPage)) as Omit<XssFindings, 'dialogs'>
  return { ...seen, dialogs: [...dialogs] }
}

/**
 * CSP reports a payload could cause. Left out: `eval` from the portal's own bundle and bank logos
 * the offers table loads straight from the API host (both blocked, both not from a payload; see
 * the suite's report).
 */
function isPayloadViolation(report: string): boolean {
  return (
    !report.startsWith('script-src eval') && !report.startsWith(`img-src ${sandboxUrl}/assets/`)
  )
}

function isClean(found: XssFindings): boolean {
  // React's placeholder action of a form whose action is a function, not a payload.
  const urls = found.urls.filter(
    (url) => !url.startsWith("javascript:throw new Error('A React form"),
  )
  return (
    urls.length === 0 &&
    found.marker === undefined &&
    found.dialogs.length === 0 &&
    found.csp.filter(isPayloadViolation).length === 0 &&
    found.handlers.length === 0
  )
}

describe('XSS', () => {
  it('runs nothing of a hostile bank HTML description (stored)', async () => {
    const { items } = (await (await fetch(`${sandboxUrl}/dbs/v1/banks`)).json()) as {
      items: { slug: string; descriptions: { id: string; value: string }[] }[]
    }
    const hostile = items.filter((bank) =>
      bank.descriptions.some((d) => d.id === 'bank_description' && d.value === storedXssPayload),
    )
    expect(hostile).toHaveLength(1)
    const context = await watchedContext()
    const { page, dialogs } = await watchedPage(context)
    const response = await page.goto(`${portalUrl}/de-de/banks/${hostile[0]?.slug}`)
    expect(response?.status()).toBe(200)
    // the description's harmless text is there, its markup is not
    expect(await page.getByText('Hostile description').count()).toBe(1)
    const found = await findings(page, dialogs)
    await context.close()
    expect(isClean(found), JSON.stringify(found)).toBe(true)
  })

  it('runs nothing from search params, next, reason or the press page param (reflected)', async () => {
    const p = encodeURIComponent(xssPayload)
    const urls = [
      `/de-de?term=${p}&country=${p}&rating=${p}&amount=${p}&sort=${p}&order=${p}&residence=${p}&compare=${p}&page=${p}`,
      `/en-gb/login?next=${p}&reason=${p}`,
      `/en-us?amount=${p}&limit=${p}`,
      `/de-de/press?page=${p}`,
      `/en-gb/register?next=${p}`,
    ]
    const context = await watchedContext()
    const failures: string[] = []
    for (const url of urls) {
      const { page, dialogs } = await watchedPage(context)
      const response = await page.goto(`${portalUrl}${url}`)
      const found = await findings(page, dialogs)
      if ((response?.status() ?? 500) >= 500 || !isClean(found))
        failures.push(`${url} ${response?.status()} ${JSON.stringify(found)}`)
      await page.close()
    }
    await context.close()
    expect(failures).toEqual([])
  })

  it('echoes a typed payload in the login and registration forms as text only', async () => {
    const context = await watchedContext()
    const failures: string[] = []
    const forms = [
      { path: '/en-gb/login', fields: ['username'] },
      { path: '/en-gb/register', fields: ['firstName', 'lastName', 'email'] },
    ]
    for (const form of forms) {
      const { page, dialogs } = await watchedPage(context)
      await page.goto(`${portalUrl}${form.path}`)
      for (const name of form.fields) await page.locator(`input[name=${name}]`).fill(xssPayload)
      const answered = page.waitForResponse((r) => r.request().method() === 'POST')
      await page.locator('main form button[type=submit]').first().click()
      await answered
      // the form shows what was typed again: as the field's value, not as markup
      const echoed = await page.locator(`input[name=${form.fields[0]}]`).inputValue()
      const found = await findings(page, dialogs)
      if (echoed !== xssPayload || !isClean(found))
        failures.push(`${form.path} ${JSON.stringify(echoed)} ${JSON.stringify(found)}`)
      await page.close()
    }
    await context.close()
    expect(failures).toEqual([])
  })
})
