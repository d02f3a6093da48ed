import { formatDate } from '@portal/domain/format'
import { addBankDays } from '@portal/domain/money/bank-day'
import { addDays } from '@portal/domain/money/calendar-date'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeOn } from './browser'
import { lastSmsId, smsCodeAfter } from './support/outboxes'
import { sandboxClock } from './support/sandbox-clock'
import { logIn, sandboxTokenOf, stackOn } from './support/security'
import { type OwnServers, startOwnServers } from './support/servers'

// Its own sandbox: this file moves the bank's clock past a whole notice period.
const sandboxPort = Number(process.env.E2E_SAVINGS_NOTICE_SANDBOX_PORT ?? 18194)
const portalPort = Number(process.env.E2E_SAVINGS_NOTICE_PORTAL_PORT ?? 13114)
const { sandboxUrl, portalUrl, issuer } = stackOn(sandboxPort, portalPort)
// demo.joint has no notice account after the seed: the list starts empty.
const customer = { username: 'demo.joint@example.com', id: 'BAC_1000000002' }

let servers: OwnServers
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  servers = await startOwnServers({ prefix: 'savings-notice-', sandboxPort, portalPort, issuer })
  browser = servers.browser
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  await page.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fproducts%3Ftype%3Dnotice_account`)
  await logIn(page, customer.username)
  await page.waitForURL(`${portalUrl}/en-gb/products?type=notice_account`)
}, 120_000)

afterAll(async () => {
  await servers?.stop()
})

interface NoticeOffer {
  id: string
  noticePeriodDays: number | null
  minAmount: number
  maxAmount: number
  currency: string
}

interface LedgerDeposit {
  id: string
  status: string
  balance: number
  principal: number
  noticeGivenOn: string | null
  availableOn: string | null
}

/** The ledger's own answer, to compare with what the portal shows. */
async function ledger<T>(path: string): Promise<T> {
  const token = await sandboxTokenOf(sandboxUrl, customer.username)
  const response = await fetch(`${sandboxUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

const clock = sandboxClock(sandboxUrl)

/** A day as the en-gb pages print it ("23 Nov 2026"). */
const shownDate = (day: string) =>
  new Intl.DateTimeFormat('en-gb', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

/** Whole minor units from a formatted amount ("€5,000.00" → 500000, "-€1.00" → -100). */
const minorUnits = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''))

/** The notice offer of the customer's list with the shortest notice period in EUR. */
async function chooseOffer(): Promise<NoticeOffer> {
  await page.goto(`${portalUrl}/en-gb/products?type=notice_account&more=49`)
  await page.getByTestId('product-offers').waitFor()
  const ids = await page
    .getByTestId('product-offer')
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelector('[data-testid=order-cta]'))
        .map((row) => row.getAttribute('data-offer-id') ?? ''),
    )
  expect(ids.length).toBeGreaterThan(0)
  const offers = await Promise.all(
    ids.map(
      async (id) =>
        (await (await fetch(`${sandboxUrl}/dbs/v1/offers/${id}`)).json()) as NoticeOffer,
    ),
  )
  const candidates = offers
    .filter((offer) => offer.currency === 'EUR' && (offer.noticePeriodDays ?? 0) > 0)
    .sort((a, b) => (a.noticePeriodDays ?? 0) - (b.noticePeriodDays ?? 0))
  expect(candidates.length).toBeGreaterThan(0)
  return candidates[0] as NoticeOffer
}

async function axeViolations(on: Page) {
  await on.waitForFunction(() => document.title !== '')
  const results = await axeOn(on).analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/** Tables that scroll sideways inside their container, by test id (to name an axe finding). */
function overflowingTables(on: Page): Promise<string> {
  return on.evaluate(() =>
    [...document.querySelectorAll('[data-slot=table-container]')]
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map(
        (box) =>
          `${box.querySelector('table')?.getAttribute('data-testid') ?? 'table'} ${box.scrollWidth}/${box.clientWidth} px`,
      )
      .join(', '),
  )
}

/** The customer's notice accounts as the portal's notice list shows them: link and status. */
async function noticeList(): Promise<{ href: string; status: string }[]> {
  await page.goto(`${portalUrl}/en-gb/dashboard/savings/notice`)
  await page.getByTestId('deposits').or(page.getByTestId('deposits-empty')).first().waitFor()
  return page.getByTestId('deposit').evaluateAll((cards) =>
    cards.map((card) => ({
      href: card.querySelector('a')?.getAttribute('href') ?? '',
      status: card.querySelector('p')?.lastElementChild?.textContent?.trim() ?? '',
    })),
  )
}

describe('a notice account from order to payout', () => {
  it('is ordered, funded, opened, given notice, paid out after the notice period and withdrawn with an mTAN', async () => {
    const offer = await chooseOffer()
    const period = offer.noticePeriodDays ?? 0
    const amount = Math.min(Math.max(offer.minAmount, 500_000), offer.maxAmount)
    expect(await noticeList()).toEqual([])

    // order from /products: amount, review, information sheet, confirm
    await page.goto(`${portalUrl}/en-gb/products?type=notice_account&more=49`)
    await page.locator(`[data-offer-id="${offer.id}"] [data-testid=order-cta]`).click()
    await page.waitForURL(new RegExp(`/products/${offer.id}/order`))
    await page.getByRole('textbox', { name: /Investment amount/ }).fill((amount / 100).toFixed(2))
    await page.getByRole('button', { name: 'Review the order' }).click()
    await page.getByTestId('order-review').waitFor()
    if (await page.getByTestId('information-sheet').count()) {
      const [sheet] = await Promise.all([
        context.waitForEvent('page'),
        page.getByTestId('information-sheet').click(),
      ])
      await sheet.close()
      await page.getByRole('checkbox', { name: /opened and read/ }).check()
    }
    await page.getByRole('button', { name: 'Order with obligation to pay' }).click()
    await page.waitForURL(/\?order=/)

    // pending, with the transfer details: settlement IBAN, reference, amount
    const instructions = page.getByTestId('funding-instructions')
    expect(await instructions.getAttribute('data-order-status')).toBe('pending_funding')
    const reference = (await page.getByTestId('funding-reference').textContent()) ?? ''
    const settlementIban = (await page.getByTestId('funding-iban').textContent()) ?? ''
    expect(reference).toMatch(/^ORDER /)
    expect(minorUnits(await page.getByTestId('funding-amount').textContent())).toBe(amount)
    await page.goto(`${portalUrl}/en-gb/dashboard`)
    const pending = page.getByTestId('pending-order').filter({ hasText: reference })
    await pending.waitFor()
    expect(await pending.getByTestId('transfer-iban').textContent()).toBe(settlementIban)

    // the transfer arrives from the reference account (the sandbox's demo control)
    const account = await ledger<{ _embedded?: { referenceAccounts?: { iban: string }[] } }>(
      `/cas/v1/customers/${customer.id}?embed=reference-accounts`,
    )
    const referenceIban = account._embedded?.referenceAccounts?.[0]?.iban ?? ''
    expect(referenceIban.length).toBeGreaterThan(14)
    const transfer = await fetch(`${sandboxUrl}/das/v1/sandbox/incoming-transfers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerId: customer.id,
        fromIban: referenceIban,
        amount,
        currency: 'EUR',
        reference,
      }),
    })
    expect(((await transfer.json()) as { status: string }).status).toBe('credited')

    // the bank opens it on the day it announced when the money was forwarded
    const { pendingOrders } = await ledger<{
      pendingOrders: { reference: string; status: string; opensOn: string | null }[]
    }>(`/das/v1/customers/${customer.id}/savings`)
    const forwarded = pendingOrders.find((order) => order.reference === reference)
    expect(forwarded?.status).toBe('forwarded')
    await clock.advanceTo(forwarded?.opensOn ?? '')
    const opened = (await noticeList()).find((card) => card.status === 'Active')
    expect(opened, 'opened on the announced day').toBeDefined()
    await page.goto(`${portalUrl}/en-gb/dashboard`)
    expect(await page.getByTestId('pending-order').filter({ hasText: reference }).count()).toBe(0)

    // notice on the deposit page, confirmed in a dialog that names the day
    await page.goto(new URL(opened?.href ?? '', portalUrl).toString())
    const depositId = /deposits\/([^/?#]+)/.exec(page.url())?.[1] ?? ''
    expect(await page.getByTestId('fact-status').textContent()).toBe('Active')
    expect(minorUnits(await page.getByTestId('fact-balance').textContent())).toBe(amount)
    const form = page.getByTestId('notice-form')
    const announced = /on (\d{1,2} \w{3,4} \d{4})\./.exec((await form.textContent()) ?? '')?.[1]
    expect(announced).toBeDefined()
    await page.getByRole('button', { name: 'Give notice', exact: true }).click()
    const dialog = page.getByRole('dialog')
    expect(await dialog.textContent()).toContain(announced)
    expect(await dialog.textContent()).toContain('Notice cannot be withdrawn')
    const today = await clock.today()
    await dialog.getByRole('button', { name: 'Give notice now' }).click()
    await page.getByTestId('notice-given').waitFor()

    // the day the money becomes available: after the period, on a bank day, as the ledger says
    const given = await ledger<LedgerDeposit>(
      `/das/v1/customers/${customer.id}/deposits/${depositId}`,
    )
    expect(given.status).toBe('notice_given')
    expect(given.noticeGivenOn).toBe(today)
    const availableOn = given.availableOn ?? ''
    // the notice period in calendar days, then the next EUR bank day (TARGET2 calendar)
    expect(availableOn).toBe(addBankDays(addDays(today, period), 0, 'EUR'))
    expect(shownDate(availableOn)).toBe(announced)
    await page.reload()
    expect(await page.getByTestId('notice-given').textContent()).toBe(
      `Notice given on ${shownDate(today)}. The money reaches your settlement account on ${shownDate(availableOn)}.`,
    )
    expect(await page.getByTestId('fact-status').textContent()).toBe('Notice given')
    expect(await page.getByTestId('notice-form').count()).toBe(0)

    // the deposit page with notice given: axe 0, and at 320 px no sideways scrolling and axe 0
    // (collected, so that the rest of the flow still runs and reports)
    const problems: string[] = []
    const report = async (label: string) => {
      const violations = await axeViolations(page)
      if (violations.length > 0)
        problems.push(`${label}: ${violations.join('; ')} (${await overflowingTables(page)})`)
    }
    await report('deposit page, 1280 px')
    await page.setViewportSize({ width: 320, height: 800 })
    await page.reload()
    await page.getByTestId('notice-given').waitFor()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    if (width > 320) problems.push(`deposit page, 320 px: ${width} px wide`)
    await report('deposit page, 320 px')
    await page.setViewportSize({ width: 1280, height: 900 })

    // not yet paid out the day before; on that day the whole balance is on the settlement account
    await clock.advanceTo(addDays(availableOn, -1))
    await page.reload()
    expect(await page.getByTestId('fact-status').textContent()).toBe('Notice given')
    await clock.advanceTo(availableOn)
    await page.reload()
    expect(await page.getByTestId('fact-status').textContent()).toBe('Paid out')
    expect(minorUnits(await page.getByTestId('fact-balance').textContent())).toBe(0)
    const paidInterest = minorUnits(await page.getByTestId('fact-paid').textContent())
    expect(paidInterest).toBeGreaterThan(0)
    const repayment = page
      .getByTestId('deposit-booking')
      // the bank's reference in the reader's language and date format
      .filter({
        hasText: `Notice ${formatDate(today, 'en-GB')} – ${formatDate(availableOn, 'en-GB')}`,
      })
    expect(await repayment.count()).toBe(1)
    const repaid = -minorUnits(await repayment.locator('td').last().textContent())
    expect(repaid).toBeGreaterThanOrEqual(amount)

    await page.goto(`${portalUrl}/en-gb/account-transactions?type=DEPOSIT_REPAYMENT`)
    // one booking, two lines of the customer's own accounts: out of the deposit, onto settlement
    const lines = page.getByTestId('transaction').filter({
      has: page
        .getByTestId('transaction-reference')
        .getByText(`Notice ${formatDate(today, 'en-GB')}`),
    })
    const amounts = (await lines.locator('td:last-child').allTextContents()).map(minorUnits)
    expect(amounts.sort((a, b) => a - b)).toEqual([-repaid, repaid])
    await page.goto(`${portalUrl}/en-gb/dashboard`)
    const settlement = minorUnits(await page.getByTestId('settlement-balance-EUR').textContent())
    expect(settlement).toBeGreaterThanOrEqual(repaid)

    // withdrawn to the reference account, confirmed with the mTAN from the sandbox's SMS outbox
    const since = await lastSmsId(sandboxUrl, customer.id)
    await page.goto(`${portalUrl}/en-gb/account-withdrawal/payout`)
    expect(await page.getByTestId('withdrawal-payee').textContent()).toContain(referenceIban)
    await page.getByRole('textbox', { name: /Amount in EUR/ }).fill((settlement / 100).toFixed(2))
    await page.getByRole('button', { name: 'Send me an mTAN' }).click()
    await page.getByTestId('withdrawal-code-step').waitFor()
    const { code } = await smsCodeAfter(sandboxUrl, customer.id, since)
    expect(code).toMatch(/^\d{6}$/)
    await page.getByRole('textbox', { name: 'mTAN' }).fill(code)
    await page.getByRole('button', { name: 'Confirm the payout' }).click()
    await page.getByTestId('withdrawal-done').waitFor()
    expect(await page.getByTestId('withdrawal-done').textContent()).toContain(referenceIban)

    await page.goto(`${portalUrl}/en-gb/dashboard`)
    expect(minorUnits(await page.getByTestId('settlement-balance-EUR').textContent())).toBe(0)
    await page.goto(`${portalUrl}/en-gb/account-transactions?type=PAYOUT`)
    const payouts = await page.getByTestId('transaction').locator('td:last-child').allTextContents()
    expect(payouts.map(minorUnits)).toContain(-settlement)
    const overview = await ledger<{ settlementAccounts: { currency: string; balance: number }[] }>(
      `/das/v1/customers/${customer.id}/savings`,
    )
    expect(overview.settlementAccounts.find((a) => a.currency === 'EUR')?.balance).toBe(0)
    expect(problems).toEqual([])
  }, 180_000)
})
