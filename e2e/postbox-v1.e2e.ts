import { writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root } from '../scripts/lib/servers.mjs'
import { logIn, stackOn } from './support/security'
import { type OwnServers, startOwnServers } from './support/servers'

// Postbox v1: the shared flags file (apps/portal/config/flags.local.json) turns v2 on, so this
// file runs its own sandbox and portal with a flags file that turns it off. The portal reaches
// the sandbox through a recording pass-through, so the test sees which endpoints it called.
const sandboxPort = Number(process.env.E2E_POSTBOX_V1_SANDBOX_PORT ?? 18192)
const portalPort = Number(process.env.E2E_POSTBOX_V1_PORTAL_PORT ?? 13112)
const { sandboxUrl, portalUrl, issuer } = stackOn(sandboxPort, portalPort)
const customer = { username: 'demo.personal@example.com', id: 'BAC_1000000001' }
const fixtures = join(root, 'packages/domain/test-fixtures/uploads')

let servers: OwnServers
let recorder: Server | undefined
let context: BrowserContext
let page: Page
/** `METHOD /path?query` of every request the portal sent to the sandbox, in order. */
const calls: string[] = []

/** Forwards every request to the sandbox unchanged and remembers its method and path. */
function startRecorder(): Promise<number> {
  const server = createServer((incoming, answer) => {
    calls.push(`${incoming.method} ${incoming.url}`)
    const upstream = request(
      {
        host: '127.0.0.1',
        port: sandboxPort,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: `127.0.0.1:${sandboxPort}` },
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers)
        response.pipe(answer)
      },
    )
    upstream.on('error', () => {
      if (!answer.headersSent) answer.writeHead(502)
      answer.end()
    })
    incoming.pipe(upstream)
  })
  recorder = server
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
  })
}

beforeAll(async () => {
  const recorderPort = await startRecorder()
  servers = await startOwnServers({
    prefix: 'postbox-v1-',
    sandboxPort,
    portalPort,
    issuer,
    portalEnv: (workDir) => {
      const flagsFile = join(workDir, 'flags.json')
      writeFileSync(
        flagsFile,
        JSON.stringify({ flagValues: { baseCallingPostboxV2EndpointOnCP: false } }),
      )
      return { PORTAL_API_BASE_URL: `http://127.0.0.1:${recorderPort}`, FLAGS_FILE: flagsFile }
    },
  })
  context = await servers.browser.newContext()
  page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await page.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fpostbox%2Fmessages`)
  await logIn(page, customer.username)
  await page.waitForURL(`${portalUrl}/en-gb/postbox/messages`)
}, 240_000)

afterAll(async () => {
  await servers?.stop()
  await new Promise((resolve) => (recorder ? recorder.close(resolve) : resolve(undefined)))
})

const v1Messages = `/pom/api/v1/postbox/${customer.id}/messages`
/** Whether the portal sent `METHOD path` (with the query, when given, among its parameters). */
const called = (method: string, path: string, query?: Record<string, string>) =>
  calls.some((call) => {
    const [verb, target = ''] = call.split(' ')
    const url = new URL(target, 'http://sandbox')
    return (
      verb === method &&
      url.pathname === path &&
      Object.entries(query ?? {}).every(([key, value]) => url.searchParams.get(key) === value)
    )
  })
/** The v2 postbox endpoints (`/customers/:id/messages`, `/customers/:id/threads/:id`). */
const v2Postbox = /^\w+ \/pom\/api\/v1\/customers\/[^/]+\/(messages|threads)\b/

const messageRow = (subject: string) => page.getByTestId('message').filter({ hasText: subject })

describe('postbox with the v2 flag off', () => {
  it('lists the inbox from the v1 endpoint and marks an opened message read', async () => {
    const subject = 'Welcome to your postbox'
    await page.goto(`${portalUrl}/en-gb/postbox/messages?folder=inbox`)
    await page.locator('[data-endpoint="v1"]').waitFor()
    expect(await messageRow(subject).getAttribute('data-read')).toBe('false')
    expect(await page.getByTestId('unread-count').textContent()).toMatch(/^\d+ unread messages?$/)
    const unreadBefore = await page.locator('[data-testid=message][data-read=false]').count()

    const marked = page.waitForRequest((sent) => sent.method() === 'POST')
    await messageRow(subject).getByRole('link').click()
    await expect
      .poll(() => page.getByTestId('thread').textContent())
      .toContain('this is where the bank writes to you')
    await (await marked).response()

    await page.goto(`${portalUrl}/en-gb/postbox/messages?folder=inbox`)
    await expect.poll(() => messageRow(subject).getAttribute('data-read')).toBe('true')
    expect(await page.locator('[data-testid=message][data-read=false]').count()).toBe(
      unreadBefore - 1,
    )
    expect(called('GET', v1Messages, { folder: 'inbox' })).toBe(true)
    expect(called('PUT', `${v1Messages}/MSG-0001/read`)).toBe(true)
  })

  it("shows the bank's HTML sanitised: markup kept, image handlers and scripts removed", async () => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    // The bank writes (the local sandbox's demo control) a message with hostile HTML.
    const subject = `New rates ${Date.now()}`
    const written = await fetch(`${sandboxUrl}/pom/api/v1/sandbox/bank-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerId: customer.id,
        subject,
        html: '<p>Our rates rise on <b>1 December</b>.</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">Details</a>',
      }),
    })
    expect(written.status).toBe(201)
    await page.goto(`${portalUrl}/en-gb/postbox/messages?folder=inbox`)
    expect(await messageRow(subject).getAttribute('data-read')).toBe('false')
    await messageRow(subject).getByRole('link').click()
    const thread = page.getByTestId('thread')
    await expect.poll(() => thread.locator('b').textContent()).toBe('1 December')
    expect(await thread.locator('script, img, [onerror], a[href^="javascript"]').count()).toBe(0)
    expect(await thread.textContent()).not.toContain('alert(')
    expect(dialogs).toEqual([])

    // The documents folder is served by v1 too.
    await page.goto(`${portalUrl}/en-gb/postbox/messages?folder=documents`)
    expect(await messageRow('Your interest statement').count()).toBe(1)
    expect(called('GET', v1Messages, { folder: 'documents' })).toBe(true)
  })

  it('writes a message with an attachment via action=write-message and shows it under Sent', async () => {
    const subject = `Question on my statement ${Date.now()}`
    await page.goto(`${portalUrl}/en-gb/postbox/messages?action=write-message`)
    await page.getByLabel(/^Subject/).fill(subject)
    await page.getByLabel(/^Your message/).fill('Hello,\nplease see the attached statement.')
    await page.locator('input[type=file]').setInputFiles(join(fixtures, 'statement.pdf'))
    await page.getByRole('button', { name: 'Upload file' }).click()
    await expect
      .poll(() => page.getByTestId('uploaded-files').textContent())
      .toContain('statement.pdf')
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByTestId('message-sent').waitFor()

    await page.goto(`${portalUrl}/en-gb/postbox/messages?folder=sent`)
    await page.locator('[data-endpoint="v1"]').waitFor()
    const row = messageRow(subject)
    expect(await row.textContent()).toContain('1 attachment')
    await row.getByRole('link').click()
    const thread = page.getByTestId('thread')
    await expect.poll(() => thread.textContent()).toContain('please see the attached statement.')
    const attachment = thread.locator('a[download]')
    expect(await attachment.allTextContents(), await thread.innerHTML()).toEqual(['statement.pdf'])
    expect(await attachment.getAttribute('href')).toMatch(/^\/en-gb\/documents\/[^/]+\/download$/)

    expect(called('POST', v1Messages)).toBe(true)
    expect(called('GET', v1Messages, { folder: 'sent' })).toBe(true)
    // Not one call went to the v2 endpoints.
    expect(calls.filter((call) => v2Postbox.test(call))).toEqual([])
  })
})
