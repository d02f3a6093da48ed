import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root } from '../scripts/lib/servers.mjs'
import { atPhoneWidth } from './browser'
import { lastSmsId, smsCodeAfter } from './support/outboxes'
import { logIn, stackOn } from './support/security'
import { type OwnServers, startOwnServers } from './support/servers'

// Its own sandbox and portal: these tests fulfil the seeded KYC requirements with uploads,
// confirm the joint account's overdue data and change its financial information.
const sandboxPort = Number(process.env.E2E_CUSTOMER_DATA_KYC_SANDBOX_PORT ?? 18196)
const portalPort = Number(process.env.E2E_CUSTOMER_DATA_KYC_PORTAL_PORT ?? 13116)
const { sandboxUrl, portalUrl, issuer } = stackOn(sandboxPort, portalPort)
const fixtures = join(root, 'packages/domain/test-fixtures/uploads')
// demo.multi holds BAC_1000000004 (active, its ID document missing: "missing IDD") and
// BAC_1000000005 (registered, not identified yet); the joint account's data confirmation is due.
const multi = { username: 'demo.multi@example.com', missingIdd: 'BAC_1000000004' }
const registered = 'BAC_1000000005'
const joint = { username: 'demo.joint@example.com', id: 'BAC_1000000002' }

let servers: OwnServers
let browser: Browser

beforeAll(async () => {
  servers = await startOwnServers({ prefix: 'customer-data-kyc-', sandboxPort, portalPort, issuer })
  browser = servers.browser
}, 240_000)

afterAll(async () => {
  await servers?.stop()
})

/** A fresh browser logged in as `username`, on the dashboard of its first account. */
async function logInAs(username: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await page.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fdashboard`)
  await logIn(page, username)
  await page.waitForURL(`${portalUrl}/en-gb/dashboard`)
  return { context, page }
}

/** Chooses one of the login's BAC numbers on the switch-account page. */
async function switchTo(page: Page, bacNumber: string) {
  await page.goto(`${portalUrl}/en-gb/login/switch-account`)
  await page.locator(`input[name=bacNumber][value="${bacNumber}"]`).check()
  await page.getByRole('button', { name: 'Continue with this account' }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/switch-account'))
  expect(await page.getByTestId('current-account').textContent()).toContain(bacNumber)
}

/** The titles of the open tasks on the task list. */
async function taskTitles(page: Page): Promise<string[]> {
  await page.goto(`${portalUrl}/en-gb/dashboard/tasks`)
  await page.locator('[data-testid=tasks], [data-testid=tasks-empty]').first().waitFor()
  return page.getByTestId('task').locator('h2').allTextContents()
}

/** The two states of the identification page: identity, then address. */
async function identificationStates(page: Page): Promise<string[]> {
  await page.goto(`${portalUrl}/en-gb/identification`)
  return page.getByTestId('kyc-status').locator('dd').allTextContents()
}

async function uploadStatement(page: Page) {
  await page.locator('input[type=file]').setInputFiles(join(fixtures, 'statement.pdf'))
  await page.getByRole('button', { name: 'Upload file' }).click()
  await expect
    .poll(() => page.getByTestId('uploaded-files').textContent())
    .toContain('statement.pdf')
}

describe('missing ID document (KYC)', () => {
  it('a task asks for the ID document; the upload fulfils it and the task is gone', async () => {
    const { context, page } = await logInAs(multi.username)
    try {
      await switchTo(page, multi.missingIdd)
      expect(await taskTitles(page)).toContain('Please upload your ID document')

      expect(await identificationStates(page)).toEqual(['verified', 'verified'])
      const required = page.getByTestId('required-documents')
      expect(await required.textContent()).toContain(
        'Your identification document is missing: please upload it (by 31 December 2026)',
      )

      await page.goto(`${portalUrl}/en-gb/dashboard/tasks`)
      await page
        .getByTestId('task')
        .filter({ hasText: 'Please upload your ID document' })
        .getByRole('link')
        .click()
      await page.waitForURL(`${portalUrl}/en-gb/identification/upload-id-document`)
      expect(await page.getByTestId('missing-idd').textContent()).toContain(
        'We do not have a valid identification document of yours.',
      )
      await uploadStatement(page)

      await page.goto(`${portalUrl}/en-gb/identification`)
      expect(await page.getByTestId('nothing-required').textContent()).toBe(
        'We need no further documents from you.',
      )
      expect(await taskTitles(page)).not.toContain('Please upload your ID document')
      await page.goto(`${portalUrl}/en-gb/identification/upload-id-document`)
      expect(await page.getByTestId('missing-idd').count()).toBe(0)
    } finally {
      await context.close()
    }
  }, 90_000)

  it('a customer not identified yet sees "not started", uploads a proof of address, then "being checked"', async () => {
    const { context, page } = await logInAs(multi.username)
    try {
      await switchTo(page, registered)
      expect(await identificationStates(page)).toEqual(['not started', 'not started'])
      const required = page.getByTestId('required-documents')
      expect((await required.getByRole('link').allTextContents()).sort()).toEqual([
        'Upload a proof of address',
        'Upload your ID document',
      ])
      await required.getByRole('link', { name: 'Upload a proof of address' }).click()
      await page.waitForURL(`${portalUrl}/en-gb/identification/upload-proof-of-address`)
      expect(await page.getByTestId('missing-idd').count()).toBe(0)
      // the account's roles are still REQUESTED: uploading is one of the steps that open it
      await uploadStatement(page)
      expect(await identificationStates(page)).toEqual(['not started', 'being checked'])
    } finally {
      await context.close()
    }
  }, 60_000)
})

describe('the joint account', () => {
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    ;({ context, page } = await logInAs(joint.username))
  }, 60_000)

  afterAll(async () => {
    await context?.close()
  })

  it('confirms its overdue data: the task leads to /my-data/validate and is gone afterwards', async () => {
    expect(await taskTitles(page)).toContain('Please confirm that your data is still correct')
    await page
      .getByTestId('task')
      .filter({ hasText: 'Please confirm that your data is still correct' })
      .getByRole('link')
      .click()
    await page.waitForURL(`${portalUrl}/en-gb/my-data/validate`)
    expect(await page.getByTestId('confirmation-state').textContent()).toContain(
      'Please confirm it now.',
    )
    await page.getByRole('button', { name: 'Yes, my data is correct' }).click()
    await expect
      .poll(() => page.getByTestId('data-confirmation').getByRole('status').textContent())
      .toBe('Thank you, your data is confirmed.')

    await page.goto(`${portalUrl}/en-gb/my-data/validate`)
    const state = await page.getByTestId('confirmation-state').textContent()
    expect(state).toContain('You last confirmed your data on')
    expect(state).toContain('The next confirmation is due by')
    expect(await taskTitles(page)).not.toContain('Please confirm that your data is still correct')
  }, 60_000)

  it('saves financial information confirmed by mTAN and shows it after a reload', async () => {
    const url = `${portalUrl}/en-gb/my-details/financial-information`
    await page.goto(url)
    const origin = page.getByLabel(/^Origin of funds/)
    const income = page.getByLabel(/^Annual income/)
    const nextOrigin = (await origin.inputValue()) === 'INHERITANCE' ? 'PENSION' : 'INHERITANCE'
    const nextIncome = (await income.inputValue()) === 'OVER_250K' ? 'UNDER_25K' : 'OVER_250K'
    await page.getByLabel(/^Politically exposed person/).selectOption('NO_PEP')
    await origin.selectOption(nextOrigin)
    await income.selectOption(nextIncome)

    const since = await lastSmsId(sandboxUrl, joint.id)
    await page.getByRole('button', { name: 'Save financial information' }).click()
    await page.getByTestId('sca-step').waitFor()
    const { code } = await smsCodeAfter(sandboxUrl, joint.id, since)
    await page.getByLabel(/^mTAN/).fill(code)
    await page.getByRole('button', { name: 'Confirm with mTAN' }).click()
    await expect
      .poll(() => page.getByTestId('financial-form').getByRole('status').first().textContent())
      .toBe('Your financial information has been saved.')

    await page.goto(url)
    expect(await origin.inputValue()).toBe(nextOrigin)
    expect(await income.inputValue()).toBe(nextIncome)
  }, 60_000)

  it.each([
    '/identification/upload-id-document',
    '/my-details/reference-account/verify-identity',
    '/my-details/reference-account/upload-documents',
  ])('%s fits 320 px without sideways scrolling and has no axe violations', async (path) => {
    const phone = await atPhoneWidth(browser, context, `${portalUrl}/en-gb${path}`)
    expect(phone.path).toBe(`/en-gb${path}`)
    expect(phone.width).toBeLessThanOrEqual(320)
    expect(phone.violations).toEqual([])
  })
})
