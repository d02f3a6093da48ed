import { randomUUID } from 'node:crypto'
import ICAL from 'ical.js'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { accessibilityViolations, launchChromium, pageViolations } from './browser'
import { sandboxClock } from './support/sandbox-clock'
import { loggedIn, sandboxTokenOf } from './support/security'

const portalUrl = inject('portalUrl')
const sandboxUrl = inject('sandboxUrl')
const personal = 'BAC_1000000001'
const joint = 'BAC_1000000002'

interface Deposit {
  id: string
  offerId: string
  productType: string
  offerProductType: string
  status: string
  balance: number
  maturityDate: string | null
  availableOn: string | null
  prolongation: string
  prolongationCutoff: string | null
  bookings?: unknown[]
}
interface Overview {
  today: string
  settlementAccounts: { currency: string; account: { iban?: string }; balance: number }[]
  deposits: Deposit[]
  pendingOrders: {
    id: string
    status: string
    opensOn: string | null
    transferDetails: { account: { iban?: string }; reference: string } | null
  }[]
  guaranteeExposure: { bankId: string; exposure: number; limit: number | null }[]
}

let browser: Browser
let customer: BrowserContext
let other: BrowserContext

beforeAll(async () => {
  browser = await launchChromium()
  usernames.set('customer', 'demo.personal@example.com')
  usernames.set('other', 'demo.joint@example.com')
  customer = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
  other = await loggedIn(browser, portalUrl, 'demo.joint@example.com')
})

afterAll(async () => {
  await browser?.close()
})

const usernames = new Map<string, string>()

/** A fresh access token of the user from the identity provider (the portal's expire in 6 s here). */
const tokenOf = (username: string) => sandboxTokenOf(sandboxUrl, username)

/** The ledger's own answer to the context's user. */
async function api<T>(context: BrowserContext, path: string, init: RequestInit = {}): Promise<T> {
  const token = await tokenOf(usernames.get(context === customer ? 'customer' : 'other') ?? '')
  const response = await fetch(`${sandboxUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  })
  expect(response.status, path).toBeLessThan(300)
  return (await response.json()) as T
}

/** Whole minor units from a formatted amount ("EUR 40,000.00" → 4000000). */
const minorUnits = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''))

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${portalUrl}${path}`)
  return page
}

/**
 * Waits for `locator`; when it does not come, the failure names what the page shows instead (a
 * refusal, the unavailable state, the login), which a bare timeout would not.
 */
async function shownOn(page: Page, locator: Locator) {
  try {
    await locator.waitFor({ timeout: 25_000 })
  } catch {
    const main = page.getByRole('main')
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's rendered text keeps the page's line breaks
    const text = (await main.count()) > 0 ? await main.innerText() : await page.content()
    throw new Error(`not shown on ${page.url()}, which reads:\n${text.slice(-2500)}`)
  }
}

async function fitsIn320(context: BrowserContext, path: string) {
  const page = await context.newPage()
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto(`${portalUrl}${path}`, { waitUntil: 'networkidle' })
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ])
  await page.close()
  return scroll <= width
}

describe('savings dashboard', () => {
  it('shows the ledger figures the sandbox answers: settlement, totals, interest, orders, exposure', async () => {
    const overview = await api<Overview>(customer, `/das/v1/customers/${personal}/savings`)
    const year = overview.today.slice(0, 4)
    const interest = await api<{ items: { amount: number; direction: string }[] }>(
      customer,
      `/das/v1/customers/${personal}/bookings?type=INTEREST&from=${year}-01-01&to=${overview.today}&pageSize=200`,
    )
    const page = await open(customer, '/en-gb/dashboard')
    await page.getByTestId('savings-dashboard').waitFor()

    const settlement = overview.settlementAccounts.find((account) => account.currency === 'EUR')
    expect(minorUnits(await page.getByTestId('settlement-balance-EUR').textContent())).toBe(
      settlement?.balance,
    )
    const held = overview.deposits.filter((d) =>
      ['active', 'notice_given', 'matured'].includes(d.status),
    )
    const shown = await page
      .locator('[data-testid="product-total"] td:last-child')
      .allTextContents()
    expect(shown).toHaveLength(new Set(held.map((d) => d.productType)).size)
    expect(shown.reduce((sum, cell) => sum + minorUnits(cell), 0)).toBe(
      held.reduce((sum, d) => sum + d.balance, 0),
    )

    const booked = interest.items.reduce(
      (sum, item) => sum + (item.direction === 'CREDIT' ? item.amount : -item.amount),
      0,
    )
    if (interest.items.length > 0) {
      expect(minorUnits(await page.getByTestId('interest-EUR').textContent())).toBe(booked)
    }

    const order = overview.pendingOrders[0]
    expect(order?.transferDetails).not.toBeNull()
    expect(await page.getByTestId('transfer-iban').first().textContent()).toBe(
      order?.transferDetails?.account.iban,
    )
    expect(await page.getByTestId('transfer-reference').first().textContent()).toBe(
      order?.transferDetails?.reference,
    )

    const exposures = await page.getByTestId('exposure-amount').allTextContents()
    expect(exposures.map(minorUnits)).toEqual(
      overview.guaranteeExposure.map((entry) => entry.exposure),
    )
    expect(await page.getByTestId('exposure-limit').first().textContent()).toMatch(/100,000\.00/)
    expect(await page.getByTestId('calendar-link').getAttribute('href')).toBe(
      '/en-gb/dashboard/maturity-calendar',
    )
    await page.getByTestId('tasks-link').click()
    await page.waitForURL(`${portalUrl}/en-gb/dashboard/tasks`)
    expect(await page.locator('[data-testid="task"][data-kind="fundOrder"]').count()).toBe(
      overview.pendingOrders.filter((entry) => entry.transferDetails).length,
    )
    await page.close()
  })

  it('opens a deposit from the list with its balance and bookings', async () => {
    const overview = await api<Overview>(customer, `/das/v1/customers/${personal}/savings`)
    const term = overview.deposits.find(
      (d) => d.offerProductType === 'TERM' && d.status === 'active',
    )
    const detail = await api<Deposit>(
      customer,
      `/das/v1/customers/${personal}/deposits/${term?.id}`,
    )
    const page = await open(customer, '/en-gb/dashboard/savings/term')
    await page
      .getByRole('link', { name: /Details of the deposit at/ })
      .first()
      .click()
    await page.waitForURL(`${portalUrl}/en-gb/dashboard/savings/deposits/${term?.id}`)
    expect(minorUnits(await page.getByTestId('fact-balance').textContent())).toBe(detail.balance)
    expect(await page.getByTestId('deposit-booking').count()).toBe(detail.bookings?.length)
    expect(await page.getByTestId('fact-early-termination').textContent()).toMatch(/possible/)
    await page.close()
  })

  it('answers 404 for another customer’s deposit id', async () => {
    const overview = await api<Overview>(customer, `/das/v1/customers/${personal}/savings`)
    const page = await other.newPage()
    const response = await page.goto(
      `${portalUrl}/en-gb/dashboard/savings/deposits/${overview.deposits[0]?.id}`,
    )
    expect(response?.status()).toBe(404)
    const body = (await response?.text()) ?? ''
    expect(body).toContain('Page not found')
    expect(body).not.toContain('data-testid="deposit-facts"')
    await page.close()
  })

  it('gives notice on a notice account after a confirmation that names the payout day', async () => {
    const overview = await api<Overview>(customer, `/das/v1/customers/${personal}/savings`)
    const notice = overview.deposits.find((d) => d.offerProductType === 'NOTICE')
    const page = await open(customer, `/en-gb/dashboard/savings/deposits/${notice?.id}`)
    await page.getByRole('button', { name: 'Give notice', exact: true }).click()
    const dialog = page.getByRole('dialog')
    expect(await dialog.textContent()).toContain('cannot be withdrawn')
    expect(await pageViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Give notice now' }).click()
    // the success message, or the page refreshed from the ledger right after it
    const answer = page.locator('[data-testid="notice-done"], [data-testid="notice-given"]')
    await answer.first().waitFor()
    const after = await api<Deposit>(
      customer,
      `/das/v1/customers/${personal}/deposits/${notice?.id}`,
    )
    expect(after.status).toBe('notice_given')
    const day = new Date(`${after.availableOn}T00:00:00Z`).getUTCDate()
    expect(await answer.first().textContent()).toContain(String(day))
    await page.reload()
    await page.getByTestId('notice-given').waitFor()
    await page.close()
  })

  it('serves the maturity calendar that ical.js parses: maturities and the notice day', async () => {
    const overview = await api<Overview>(customer, `/das/v1/customers/${personal}/savings`)
    const response = await customer.request.get(`${portalUrl}/en-gb/dashboard/maturity-calendar`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/calendar')
    const calendar = new ICAL.Component(ICAL.parse(await response.text()))
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event))
    const days = events.map((event) => event.startDate.toString())
    for (const deposit of overview.deposits) {
      if (deposit.status === 'active' && deposit.maturityDate)
        expect(days).toContain(deposit.maturityDate)
      if (deposit.status === 'notice_given') expect(days).toContain(deposit.availableOn)
    }
    expect(events.every((event) => event.uid.length > 0 && event.startDate.isDate)).toBe(true)
    const visitor = await fetch(`${portalUrl}/en-gb/dashboard/maturity-calendar`, {
      redirect: 'manual',
    })
    expect(visitor.status).toBe(307)
  })

  it('changes the prolongation of a renewing term deposit after a confirmation', async () => {
    const deposit = await openRenewingDeposit()
    const page = await open(other, `/en-gb/dashboard/savings/deposits/${deposit.id}`)
    const choice = page.getByLabel('Renew the amount, pay out the interest')
    await shownOn(page, choice)
    await choice.check()
    await page.getByRole('button', { name: 'Change', exact: true }).click()
    await page.getByRole('dialog').waitFor()
    expect(await pageViolations(page)).toEqual([])
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm change' }).click()
    // saved, or the bank's refusal in words (named in the failure, not a bare timeout)
    const outcome = page
      .getByTestId('prolongation-saved')
      .or(page.getByTestId('prolongation-error'))
    await shownOn(page, outcome)
    expect(await outcome.getAttribute('data-testid'), (await outcome.textContent()) ?? '').toBe(
      'prolongation-saved',
    )
    const after = await api<Deposit>(other, `/das/v1/customers/${joint}/deposits/${deposit.id}`)
    expect(after.prolongation).toBe('PRINCIPAL')
    await page.close()

    // the maturity calendar names the last day the choice can still be changed
    expect(after.prolongationCutoff).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const feed = await other.request.get(`${portalUrl}/en-gb/dashboard/maturity-calendar`)
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()))
    const days = calendar
      .getAllSubcomponents('vevent')
      .map((event) => new ICAL.Event(event).startDate.toString())
    expect(days).toContain(after.prolongationCutoff)
    expect(days).toContain(after.maturityDate)
  })
})

describe('savings pages at 320 px and with axe', () => {
  // phones.e2e measures every route of the table at 320 px; here the width of pages with this
  // customer's own deposits, and axe on all of them
  async function problemsOf(paths: string[]) {
    const problems: string[] = []
    for (const path of paths) {
      const ownDeposit = path.includes('/deposits/')
      if (ownDeposit && !(await fitsIn320(customer, path)))
        problems.push(`${path}: scrolls at 320 px`)
      const violations = await accessibilityViolations(customer, `${portalUrl}${path}`)
      if (violations.length > 0) problems.push(`${path}: ${JSON.stringify(violations)}`)
    }
    return problems
  }

  it('dashboard, tasks, lists and deposits have no axe violations, deposits fit 320 px', async () => {
    const overview = await api<Overview>(customer, `/das/v1/customers/${personal}/savings`)
    const paths = [
      '/en-gb/dashboard',
      '/en-gb/dashboard/tasks',
      '/en-gb/dashboard/savings',
      '/en-gb/dashboard/savings/all',
      '/en-gb/dashboard/savings/notice',
      '/en-gb/dashboard/savings/term',
      '/en-gb/dashboard/savings/overnight',
      `/en-gb/dashboard/savings/deposits/${overview.deposits[0]?.id}`,
      `/de-de/dashboard/savings/deposits/${overview.deposits.at(-1)?.id}`,
    ]
    expect(await problemsOf(paths)).toEqual([])
  }, 120_000)

  it('products, transactions, overdraft, tax summary and withdrawal have no axe violations', async () => {
    const paths = [
      '/en-gb/products',
      '/en-gb/account-transactions',
      '/en-gb/account-transactions/resolve-overdraft',
      '/en-gb/account-transactions/tax-summary',
      '/en-gb/account-withdrawal',
    ]
    expect(await problemsOf(paths)).toEqual([])
  }, 120_000)
})

/**
 * demo.joint orders a term deposit whose offer renews automatically, funds it from its
 * reference account and the sandbox clock moves on until the bank has opened it.
 */
async function openRenewingDeposit(): Promise<Deposit> {
  const { items } = (await (
    await fetch(`${sandboxUrl}/dbs/v1/offers?productType=term_deposit&currency=EUR&pageSize=1000`)
  ).json()) as {
    items: {
      id: string
      minAmount: number
      termMonths: number | null
      availability: string
      bank: { countryCode: string }
      prolongation: { automatic: boolean }
    }[]
  }
  const offer = items.find(
    (entry) =>
      entry.prolongation.automatic &&
      (entry.termMonths ?? 0) >= 6 &&
      !['US', 'GB'].includes(entry.bank.countryCode) &&
      ['AVAILABLE', 'LIMITED'].includes(entry.availability),
  )
  expect(offer).toBeDefined()
  const account = await api<{ _embedded?: { referenceAccounts?: { iban: string }[] } }>(
    other,
    `/cas/v1/customers/${joint}?embed=reference-accounts`,
  )
  const iban = account._embedded?.referenceAccounts?.[0]?.iban
  const order = await api<{ id: string; amount: number }>(
    other,
    `/das/v1/customers/${joint}/orders`,
    {
      method: 'POST',
      headers: { 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ offerId: offer?.id, amount: offer?.minAmount }),
    },
  )
  const transfer = await fetch(`${sandboxUrl}/das/v1/sandbox/incoming-transfers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customerId: joint,
      fromIban: iban,
      amount: order.amount,
      currency: 'EUR',
    }),
  })
  expect(transfer.status).toBe(200)
  // the bank opens it on the day it announced when the money was forwarded (the offer's
  // settlement weekday after a bank day: up to a week away, whatever today's weekday)
  const forwarded = (
    await api<Overview>(other, `/das/v1/customers/${joint}/savings`)
  ).pendingOrders.find((entry) => entry.id === order.id)
  expect(forwarded?.status).toBe('forwarded')
  await sandboxClock(sandboxUrl).advanceTo(forwarded?.opensOn ?? '')
  const overview = await api<Overview>(other, `/das/v1/customers/${joint}/savings`)
  const deposit = overview.deposits.find((entry) => entry.offerId === offer?.id)
  expect(deposit?.status).toBe('active')
  return deposit as Deposit
}
