import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeOn, sameLogin } from './browser'
import { logIn, sandboxTokenOf, stackOn } from './support/security'
import { type OwnServers, startOwnServers } from './support/servers'

// Its own sandbox: the payouts change demo.personal's balances, which other files show.
const sandboxPort = Number(process.env.E2E_MONEY_OUT_SANDBOX_PORT ?? 18187)
const portalPort = Number(process.env.E2E_MONEY_OUT_PORTAL_PORT ?? 13107)
const { sandboxUrl, portalUrl, issuer } = stackOn(sandboxPort, portalPort)
const customer = { username: 'demo.personal@example.com', id: 'BAC_1000000001' }

let servers: OwnServers
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  servers = await startOwnServers({ prefix: 'money-out-', sandboxPort, portalPort, issuer })
  browser = servers.browser
  context = await browser.newContext()
  page = await context.newPage()
  await page.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Faccount-withdrawal`)
  await logIn(page, customer.username)
  await page.waitForURL(`${portalUrl}/en-gb/account-withdrawal`)
}, 120_000)

afterAll(async () => {
  await servers?.stop()
})

const sandboxToken = () => sandboxTokenOf(sandboxUrl, customer.username)

async function balances() {
  const response = await fetch(`${sandboxUrl}/das/v1/customers/${customer.id}/savings`, {
    headers: { authorization: `Bearer ${await sandboxToken()}` },
  })
  const overview = (await response.json()) as {
    settlementAccounts: { balance: number }[]
    deposits: { id: string; productType: string; balance: number }[]
  }
  const overnight = overview.deposits.find((deposit) => deposit.productType === 'overnight_deposit')
  return { settlement: overview.settlementAccounts[0]?.balance ?? 0, overnight }
}

/** The newest mTAN sent to the customer, as the local demo page's SMS outbox shows it. */
async function latestMtan(): Promise<string> {
  const demo = await context.newPage()
  await demo.goto(`${portalUrl}/en-gb/savings-demo`)
  const text = (await demo.getByTestId('sms').first().textContent()) ?? ''
  await demo.close()
  return /mTAN (\d{6})/.exec(text)?.[1] ?? ''
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000')

/** Opens a page and waits for `testId`; a moment of "services unavailable" on a busy machine is retried. */
async function openReady(path: string, testId: string) {
  for (let attempt = 1; ; attempt += 1) {
    await page.goto(`${portalUrl}/en-gb${path}`)
    const ready = page.getByTestId(testId).or(page.getByTestId('services-unavailable'))
    await ready.first().waitFor()
    if (await page.getByTestId(testId).count()) return
    if (attempt === 3) throw new Error(`${path}: ${await page.locator('main').textContent()}`)
  }
}

async function requestCode(source: RegExp, amount: string) {
  await openReady('/account-withdrawal', 'withdrawal-form')
  const select = page.getByRole('combobox', { name: 'Pay out from' })
  const value = await select
    .locator('option')
    .evaluateAll(
      (options, pattern) =>
        (options as HTMLOptionElement[]).find((o) => new RegExp(pattern).test(o.text))?.value ?? '',
      source.source,
    )
  const options = await select.locator('option').allTextContents()
  expect(value, `no option like ${source} in ${options.join(' | ')}`).not.toBe('')
  await select.selectOption(value)
  await page.getByRole('textbox', { name: /Amount in EUR/ }).fill(amount)
  await page.getByRole('button', { name: 'Send me an mTAN' }).click()
  await page.getByTestId('withdrawal-code-step').waitFor()
}

describe('money out with an mTAN', () => {
  it('pays from the overnight deposit after a wrong mTAN and the right one from the SMS outbox', async () => {
    const before = await balances()
    await requestCode(/Overnight deposit/, '100.00')
    const code = await latestMtan()
    expect(code).toMatch(/^\d{6}$/)
    const field = page.getByRole('textbox', { name: 'mTAN' })
    await field.fill(wrongCodeFor(code))
    await page.getByRole('button', { name: 'Confirm the payout' }).click()
    await page.getByText('This mTAN is not correct. 4 attempts left.').waitFor()
    expect((await balances()).overnight?.balance).toBe(before.overnight?.balance)
    await page.getByRole('textbox', { name: 'mTAN' }).fill(code)
    await page.getByRole('button', { name: 'Confirm the payout' }).click()
    await page.getByTestId('withdrawal-done').waitFor()
    expect((await balances()).overnight?.balance).toBe((before.overnight?.balance ?? 0) - 10_000)
    await page.goto(`${portalUrl}/en-gb/account-transactions`)
    const table = (await page.getByTestId('transactions').textContent()) ?? ''
    expect(table.replace(/\s/g, ' ')).toContain('-EUR 100.00')
  })

  it('locks the challenge after five wrong codes; nothing moves', async () => {
    const before = await balances()
    await requestCode(/Overnight deposit/, '50.00')
    const code = await latestMtan()
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByRole('textbox', { name: 'mTAN' }).fill(wrongCodeFor(code))
      await page.getByRole('button', { name: 'Confirm the payout' }).click()
      if (attempt < 5)
        await page
          .getByText(`${5 - attempt} attempt`)
          .first()
          .waitFor()
    }
    await page.getByTestId('withdrawal-error').filter({ hasText: 'locked' }).waitFor()
    expect(await balances()).toEqual(before)
  })

  it('refuses an amount above the balance, a code for another amount and any other payee', async () => {
    const before = await balances()
    await openReady('/account-withdrawal', 'withdrawal-form')
    await page.getByRole('textbox', { name: /Amount in EUR/ }).fill('99999999.00')
    await page.getByRole('button', { name: 'Send me an mTAN' }).click()
    await page.getByText('The amount is more than is available. Nothing was paid out.').waitFor()

    // another payee: the hidden field changed in the browser is refused by the server action
    await page.getByRole('textbox', { name: /Amount in EUR/ }).fill('1.00')
    await page.locator('input[name=payeeIban]').evaluate((input: HTMLInputElement) => {
      input.value = 'DE44500105175407324931'
    })
    await page.getByRole('button', { name: 'Send me an mTAN' }).click()
    await page
      .getByText('Money can only be paid out to your reference account. Nothing was paid out.')
      .waitFor()

    // a code confirms one amount and one payee only (PSD2 dynamic linking)
    const token = await sandboxToken()
    const customerResponse = await fetch(
      `${sandboxUrl}/cas/v1/customers/${customer.id}?embed=all-persons,reference-accounts`,
      { headers: { authorization: `Bearer ${token}` } },
    )
    const iban = (
      (await customerResponse.json()) as { _embedded: { referenceAccounts: { iban: string }[] } }
    )._embedded.referenceAccounts[0]?.iban
    const payment = { amount: 1_000, currency: 'EUR', payeeIban: iban }
    const post = (path: string, body: unknown) =>
      fetch(`${sandboxUrl}/scas/api/v2/customers/${customer.id}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const challenge = (await (await post('/challenges', payment)).json()) as { challengeId: string }
    const code = await latestMtan()
    const other = await post(`/challenges/${challenge.challengeId}/verification`, {
      ...payment,
      amount: 2_000,
      code,
    })
    expect(other.status).toBe(422)
    expect(((await other.json()) as { code: string }).code).toBe('wrongCode')
    expect(await balances()).toEqual(before)
  })

  it('shows the payout pages at 320 px without sideways scrolling or axe violations', async () => {
    const narrow = await sameLogin(browser, context, { viewport: { width: 320, height: 800 } })
    const small = await narrow.newPage()
    for (const path of ['/account-withdrawal', '/account-withdrawal/payout', '/products']) {
      await small.goto(`${portalUrl}/en-gb${path}`)
      expect(
        await small.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(320)
      const results = await axeOn(small).analyze()
      expect(
        results.violations.map((violation) => violation.id),
        path,
      ).toEqual([])
    }
    await narrow.close()
  })
})
