import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root } from '../scripts/lib/servers.mjs'
import { logIn, sandboxTokenOf, stackOn } from './support/security'
import { type OwnServers, startOwnServers } from './support/servers'

// Own sandbox and portal: this file stops its sandbox while a customer writes or uploads.
const sandboxPort = Number(process.env.E2E_CUSTOMER_DATA_FAULTS_SANDBOX_PORT ?? 18193)
const portalPort = Number(process.env.E2E_CUSTOMER_DATA_FAULTS_PORTAL_PORT ?? 13113)
const { sandboxUrl, portalUrl, issuer } = stackOn(sandboxPort, portalPort)
const customer = { username: 'demo.personal@example.com', id: 'BAC_1000000001' }
const fixtures = join(root, 'packages/domain/test-fixtures/uploads')
const unavailable = 'Our services are not available right now'

let servers: OwnServers
let context: BrowserContext
let page: Page

beforeAll(async () => {
  servers = await startOwnServers({
    prefix: 'customer-data-faults-',
    sandboxPort,
    portalPort,
    issuer,
  })
  context = await servers.browser.newContext()
  page = await context.newPage()
  page.setDefaultTimeout(20_000)
  await page.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fdashboard`)
  await logIn(page, customer.username)
  await page.waitForURL(`${portalUrl}/en-gb/dashboard`)
}, 240_000)

afterAll(async () => {
  await servers?.stop()
})

/** Reads the customer's data straight from the sandbox. */
async function sandboxGet<T>(path: string): Promise<T> {
  const response = await fetch(`${sandboxUrl}${path}`, {
    headers: { authorization: `Bearer ${await sandboxTokenOf(sandboxUrl, customer.username)}` },
  })
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

const sentWithSubject = async (subject: string) => {
  const { items } = await sandboxGet<{ items: { subject: string }[] }>(
    `/pom/api/v1/customers/${customer.id}/messages?folder=sent`,
  )
  return items.filter((message) => message.subject === subject).length
}

const idDocumentsNamed = async (fileName: string) => {
  const { items } = await sandboxGet<{ items: { fileName: string; source: string }[] }>(
    `/dds/api/v2/customers/${customer.id}/documents?type=id_document`,
  )
  return items.filter(
    (document) => document.source === 'CUSTOMER' && document.fileName === fileName,
  ).length
}

describe('sandbox down while a postbox message is written', () => {
  it('says the services are unavailable, keeps subject and text, stores nothing, and sends once after the restart', async () => {
    const subject = `Where is my statement? ${Date.now()}`
    const text = 'Hello,\nI cannot find my interest statement.\nThank you'
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${portalUrl}/en-gb/postbox/messages?action=write-message`)
    const subjectField = page.getByLabel(/^Subject/)
    const textField = page.getByLabel(/^Your message/)
    await subjectField.fill(subject)
    await textField.fill(text)

    await servers.withSandboxDown(async () => {
      await page.getByRole('button', { name: 'Send message' }).click()
      await expect
        .poll(() => page.getByTestId('form-error').textContent(), { timeout: 20_000 })
        .toContain(unavailable)
      expect(await page.getByTestId('form-error').textContent()).toContain(
        'What you entered is kept',
      )
      expect(await subjectField.inputValue()).toBe(subject)
      expect(await textField.inputValue()).toBe(text)
      expect(await page.getByTestId('message-sent').count()).toBe(0)
    })

    expect(await sentWithSubject(subject)).toBe(0)
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByTestId('message-sent').waitFor()
    expect(await sentWithSubject(subject)).toBe(1)
    await page.goto(`${portalUrl}/en-gb/postbox/messages?folder=sent`)
    expect(await page.getByTestId('message').filter({ hasText: subject }).count()).toBe(1)
    expect(errors).toEqual([])
  }, 120_000)
})

describe('sandbox down while an ID document is uploaded', () => {
  it('says the services are unavailable, keeps the chosen file, stores nothing, and uploads once after the restart', async () => {
    await page.goto(`${portalUrl}/en-gb/identification/upload-id-document`)
    const before = await idDocumentsNamed('statement.pdf')
    const input = page.locator('input[type=file]')
    await input.setInputFiles(join(fixtures, 'statement.pdf'))

    await servers.withSandboxDown(async () => {
      await page.getByRole('button', { name: 'Upload file' }).click()
      await expect
        .poll(() => page.getByTestId('file-upload').textContent(), { timeout: 20_000 })
        .toContain(`${unavailable}, so the upload did not get through.`)
      expect(await input.evaluate((element: HTMLInputElement) => element.files?.[0]?.name)).toBe(
        'statement.pdf',
      )
      expect(await page.getByTestId('uploaded-files').count()).toBe(0)
    })

    expect(await idDocumentsNamed('statement.pdf')).toBe(before)
    await page.getByRole('button', { name: 'Try the upload again' }).click()
    await expect
      .poll(() => page.getByTestId('uploaded-files').textContent())
      .toContain('statement.pdf')
    expect(await page.getByTestId('uploaded-files').locator('li').count()).toBe(1)
    expect(await idDocumentsNamed('statement.pdf')).toBe(before + 1)
  }, 120_000)
})
