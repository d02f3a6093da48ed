import { PDFDocument } from 'pdf-lib'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeOn } from './browser'
import { sandboxClock } from './support/sandbox-clock'
import { logIn, sandboxTokenOf, stackOn } from './support/security'
import { type OwnServers, startOwnServers } from './support/servers'

// Its own sandbox: this file moves the bank's clock by more than a year.
const sandboxPort = Number(process.env.E2E_SAVINGS_ORDER_SANDBOX_PORT ?? 18186)
const portalPort = Number(process.env.E2E_SAVINGS_ORDER_PORTAL_PORT ?? 13106)
const { sandboxUrl, portalUrl, issuer } = stackOn(sandboxPort, portalPort)
const customer = { username: 'demo.joint@example.com', id: 'BAC_1000000002' }
const clock = sandboxClock(sandboxUrl)

let servers: OwnServers
let browser: Browser

beforeAll(async () => {
  servers = await startOwnServers({ prefix: 'savings-order-', sandboxPort, portalPort, issuer })
  browser = servers.browser
}, 120_000)

afterAll(async () => {
  await servers?.stop()
})

async function customerContext(viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fproducts`)
  await logIn(page, customer.username)
  await page.waitForURL(`${portalUrl}/en-gb/products`)
  await page.close()
  return context
}

const sandboxToken = () => sandboxTokenOf(sandboxUrl, customer.username)

interface Overview {
  today: string
  settlementAccounts: { balance: number }[]
  deposits: {
    id: string
    offerId: string
    bankId: string
    status: string
    paidInterest: number
    maturityDate: string | null
  }[]
  pendingOrders: {
    id: string
    offerId: string
    bankId: string
    status: string
    opensOn: string | null
  }[]
}

async function overview(): Promise<Overview> {
  const response = await fetch(`${sandboxUrl}/das/v1/customers/${customer.id}/savings`, {
    headers: { authorization: `Bearer ${await sandboxToken()}` },
  })
  return (await response.json()) as Overview
}

interface OfferFacts {
  id: string
  termMonths: number | null
  minAmount: number
  maxAmount: number
  currency: string
  availability: string
  prolongation: { automatic: boolean }
}

/** The term offer of the customer's list with the shortest term that pays out at maturity. */
async function chooseOffer(page: Page): Promise<OfferFacts> {
  await page.goto(`${portalUrl}/en-gb/products?type=term_deposit&more=49`)
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
      async (id) => (await (await fetch(`${sandboxUrl}/dbs/v1/offers/${id}`)).json()) as OfferFacts,
    ),
  )
  const candidates = offers
    .filter(
      (offer) => !offer.prolongation.automatic && offer.currency === 'EUR' && offer.termMonths,
    )
    .sort((a, b) => (a.termMonths ?? 0) - (b.termMonths ?? 0))
  expect(candidates.length).toBeGreaterThan(0)
  return candidates[0] as OfferFacts
}

/** Countries of a euro scheme covering €100,000 per depositor (domain deposit-guarantee-schemes). */
const euroSchemeCountries = 'DE AT NL LU FI IE BE FR EE SK LT ES PT LV MT HR IT'.split(' ')

/**
 * An EUR term offer of an EU bank taking €250,000, at a bank where the customer holds nothing
 * yet (so the review's figures are this order's alone), for the deposit guarantee warning. A
 * term of a year at most: the review counts the interest expected until maturity, which on ten
 * years would take €75,000 a holder above €100,000.
 */
async function guaranteedOffer(page: Page): Promise<OfferFacts & { bank: { id: string } }> {
  await page.goto(`${portalUrl}/en-gb/products?type=term_deposit&more=49`)
  const ids = await page
    .getByTestId('product-offer')
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelector('[data-testid=order-cta]'))
        .map((row) => row.getAttribute('data-offer-id') ?? ''),
    )
  const offers = await Promise.all(
    ids.map(
      async (id) =>
        (await (await fetch(`${sandboxUrl}/dbs/v1/offers/${id}`)).json()) as OfferFacts & {
          bank: { id: string }
          country: string
        },
    ),
  )
  const { deposits, pendingOrders } = await overview()
  const usedBanks = new Set([...deposits, ...pendingOrders].map((held) => held.bankId))
  const candidate = offers.find(
    (offer) =>
      offer.currency === 'EUR' &&
      euroSchemeCountries.includes(offer.country) &&
      offer.minAmount <= 150_000_00 &&
      offer.maxAmount >= 250_000_00 &&
      (offer.termMonths ?? 0) <= 12 &&
      !usedBanks.has(offer.bank.id),
  )
  if (candidate === undefined) throw new Error('no EUR offer taking €250,000 at a fresh bank')
  return candidate
}

const amountFor = (offer: OfferFacts) =>
  (Math.min(Math.max(offer.minAmount, 500_000), offer.maxAmount) / 100).toFixed(2)

async function axeViolations(page: Page) {
  // Next streams a dynamic page's metadata: the title may follow the content by a moment.
  await page.waitForFunction(() => document.title !== '')
  const results = await axeOn(page).analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

interface Booking {
  type: string
  direction: 'CREDIT' | 'DEBIT'
  amount: number
  currency: string
}

/** Gross interest and withheld tax per currency from the sandbox ledger's bookings of a year. */
async function ledgerInterestOf(year: string) {
  const sums = new Map<string, { interest: number; tax: number }>()
  for (const type of ['INTEREST', 'WITHHOLDING_TAX']) {
    for (let page = 1; ; page += 1) {
      const query = `type=${type}&from=${year}-01-01&to=${year}-12-31&pageSize=200&page=${page}`
      const response = await fetch(
        `${sandboxUrl}/das/v1/customers/${customer.id}/bookings?${query}`,
        { headers: { authorization: `Bearer ${await sandboxToken()}` } },
      )
      expect(response.status).toBe(200)
      const { items, total } = (await response.json()) as { items: Booking[]; total: number }
      for (const booking of items) {
        const sum = sums.get(booking.currency) ?? { interest: 0, tax: 0 }
        // interest credits the customer, the tax debits them; a reversal counts against
        const signed = booking.direction === 'CREDIT' ? booking.amount : -booking.amount
        if (type === 'INTEREST') sum.interest += signed
        else sum.tax -= signed
        sums.set(booking.currency, sum)
      }
      if (page * 200 >= total) break
    }
  }
  return sums
}

describe('ordering a term deposit', () => {
  it('orders once on a double click, is funded, opens, books interest, matures and is paid out', async () => {
    const context = await customerContext()
    const page = await context.newPage()
    const offer = await chooseOffer(page)
    const before = (await overview()).pendingOrders.length

    // amount step: field messages, nothing written
    await page.goto(`${portalUrl}/en-gb/products/${offer.id}/order`)
    const amount = page.getByRole('textbox', { name: /Investment amount/ })
    await amount.fill(((offer.minAmount - 1) / 100).toFixed(2))
    await page.getByRole('button', { name: 'Review the order' }).click()
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true')
    expect(
      await page.getByText("The amount is below the offer's minimum investment.").count(),
    ).toBe(1)
    await amount.fill('12.345')
    await page.getByRole('button', { name: 'Review the order' }).click()
    await page.getByText('Enter at most two decimal places.').waitFor()
    expect((await overview()).pendingOrders.length).toBe(before)

    // review: the information sheet opened and acknowledged
    await amount.fill(amountFor(offer))
    await page.getByRole('button', { name: 'Review the order' }).click()
    await page.getByTestId('order-review').waitFor()
    const acknowledge = page.getByRole('checkbox', { name: /opened and read/ })
    expect(await acknowledge.isDisabled()).toBe(true)
    const [sheet] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('information-sheet').click(),
    ])
    await sheet.close()
    await acknowledge.check()
    await page.getByRole('button', { name: 'Order with obligation to pay' }).dblclick()
    await page.waitForURL(/\?order=/)
    const instructions = page.getByTestId('funding-instructions')
    expect(await instructions.getAttribute('data-order-status')).toBe('pending_funding')
    const reference = (await page.getByTestId('funding-reference').textContent()) ?? ''
    expect(reference).toMatch(/^ORDER /)
    expect((await page.getByTestId('funding-iban').textContent())?.length).toBeGreaterThan(14)
    expect((await overview()).pendingOrders.length).toBe(before + 1)
    const orderId = new URL(page.url()).searchParams.get('order') ?? ''
    // the dashboard shows it pending, with what is still to transfer under its reference
    const onDashboard = async () => {
      await page.goto(`${portalUrl}/en-gb/dashboard`)
      await page.getByTestId('pending-orders').or(page.getByTestId('orders-empty')).waitFor()
      return page
        .getByTestId('pending-order')
        .filter({ has: page.getByTestId('transfer-reference').getByText(reference) })
        .count()
    }
    expect(await onDashboard()).toBe(1)

    // fund it from the reference account (local demo page), then the bank opens it
    await page.goto(`${portalUrl}/en-gb/savings-demo`)
    await page
      .getByRole('button', { name: new RegExp(`Transfer the missing amount ${reference}`) })
      .click()
    await page.getByTestId('demo-outcome').filter({ hasText: 'The transfer arrived' }).waitFor()
    // the bank opens it on the day it announced when the money was forwarded
    const forwarded = (await overview()).pendingOrders.find((order) => order.id === orderId)
    expect(forwarded?.status).toBe('forwarded')
    await clock.advanceTo(forwarded?.opensOn ?? '')
    const opened = (await overview()).deposits.find((deposit) => deposit.offerId === offer.id)
    expect(opened?.status).toBe('active')
    // the portal's deposit page says active, and the dashboard no longer lists the order
    const depositPage = async () => {
      await page.goto(`${portalUrl}/en-gb/dashboard/savings/deposits/${opened?.id}`)
      return page.getByTestId('fact-status').textContent()
    }
    expect(await depositPage()).toBe('Active')
    expect(await onDashboard()).toBe(0)
    await page.goto(`${portalUrl}/en-gb/products/${offer.id}/order?order=${orderId}`)
    expect(await instructions.getAttribute('data-order-status')).toBe('active')

    // past maturity: interest booked, repaid to the settlement account
    await clock.advanceTo(opened?.maturityDate ?? '')
    const matured = (await overview()).deposits.find((deposit) => deposit.id === opened?.id)
    expect(matured?.status).toBe('paid_out')
    expect(matured?.paidInterest).toBeGreaterThan(0)
    expect(await depositPage()).toBe('Paid out')
    await page.goto(`${portalUrl}/en-gb/account-transactions?type=INTEREST`)
    expect(await page.getByTestId('transaction').count()).toBeGreaterThan(0)
    await page.goto(`${portalUrl}/en-gb/account-transactions?type=DEPOSIT_REPAYMENT`)
    expect(await page.getByTestId('transaction').count()).toBeGreaterThan(0)

    // paid out to the reference account with the mTAN from the SMS outbox
    const settlement = (await overview()).settlementAccounts[0]?.balance ?? 0
    await page.goto(`${portalUrl}/en-gb/account-withdrawal/payout`)
    await page.getByRole('textbox', { name: /Amount in EUR/ }).fill((settlement / 100).toFixed(2))
    await page.getByRole('button', { name: 'Send me an mTAN' }).click()
    await page.getByTestId('withdrawal-code-step').waitFor()
    const demo = await context.newPage()
    await demo.goto(`${portalUrl}/en-gb/savings-demo`)
    const sms = (await demo.getByTestId('sms').first().textContent()) ?? ''
    await demo.close()
    const code = /mTAN (\d{6})/.exec(sms)?.[1] ?? ''
    await page.getByRole('textbox', { name: 'mTAN' }).fill(code)
    const posts: string[] = []
    page.on('response', (response) => {
      if (response.request().method() === 'POST')
        posts.push(`${response.status()} ${response.url()}`)
    })
    page.on('console', (message) => posts.push(`console ${message.type()}: ${message.text()}`))
    await page.getByRole('button', { name: 'Confirm the payout' }).click()
    const done = page.getByTestId('withdrawal-done')
    const refused = page.locator('main [data-testid=withdrawal-error], main [id$=-error]')
    await done
      .or(refused)
      .first()
      .waitFor({ timeout: 40_000 })
      .catch(async () => {
        const balance = (await overview()).settlementAccounts[0]?.balance
        throw new Error(
          `no outcome; settlement ${balance}; ${posts.join(' | ')}; ${await page.locator('main').textContent()}`,
        )
      })
    expect(await page.locator('main').textContent(), `code ${code} from "${sms}"`).toContain(
      'is on its way',
    )
    expect((await overview()).settlementAccounts[0]?.balance).toBe(0)
    await page.goto(`${portalUrl}/en-gb/account-transactions?type=WITHDRAWAL`)
    const payouts = await page.getByTestId('transaction').count()
    await page.goto(`${portalUrl}/en-gb/account-transactions?type=PAYOUT`)
    expect(payouts + (await page.getByTestId('transaction').count())).toBeGreaterThan(0)

    // exports: CSV parsed, PDF of the year
    const csv = await (
      await context.request.get(`${portalUrl}/en-gb/account-transactions/export`)
    ).text()
    const [header, ...lines] = csv.trimEnd().split('\r\n')
    // every column in the page's words (en-gb: commas, dot decimals), no codes
    const columns = header?.split(',') ?? []
    expect(columns).toEqual([
      'Booking date',
      'Value date',
      'Transaction',
      'Account',
      'Amount',
      'Currency',
      'From or to',
      'IBAN of the other party',
      'Reference',
      'Booking number',
    ])
    // read from the start: the booking type, account and amount come before free texts
    const rows = lines.map((line) => line.split(','))
    expect(rows.some((row) => row[2] === 'Interest')).toBe(true)
    expect(rows.every((row) => /^-?\d+\.\d{2}$/.test(row[4] ?? ''))).toBe(true)
    // dates as British spreadsheets read them (01/06/2026), no ISO dates
    expect(rows.every((row) => /^\d{2}\/\d{2}\/\d{4}$/.test(row[0] ?? ''))).toBe(true)
    const accounts = ['Settlement account', 'Deposit']
    expect(rows.every((row) => accounts.includes(row[3] ?? ''))).toBe(true)
    const year = (await overview()).today.slice(0, 4)
    await page.goto(`${portalUrl}/en-gb/account-transactions/tax-summary`)
    const years = await page.getByTestId('tax-year').locator('h2').allTextContents()
    expect(years.length).toBeGreaterThan(0)
    const taxYear = years[0] ?? year
    const taxCsv = await (
      await context.request.get(
        `${portalUrl}/en-gb/account-transactions/tax-summary/${taxYear}/csv`,
      )
    ).text()
    expect(taxCsv.split('\r\n')[0]).toBe(
      'Year,Bank,Country,Currency,Interest (gross),Withholding tax,Interest (net)',
    )
    expect(taxCsv.split('\r\n')[1]).toMatch(new RegExp(`^${taxYear},`))
    // its sums per currency are the ledger's INTEREST and WITHHOLDING_TAX bookings of that year
    const csvSums = new Map<string, { interest: number; tax: number }>()
    for (const line of taxCsv.trimEnd().split('\r\n').slice(1)) {
      // currency and amounts, read from the end: a quoted bank name may hold a comma
      const [currency, gross, withheld] = line.split(',').slice(-4, -1)
      const sum = csvSums.get(currency ?? '') ?? { interest: 0, tax: 0 }
      sum.interest += Math.round(Number(gross) * 100)
      sum.tax += Math.round(Number(withheld) * 100)
      csvSums.set(currency ?? '', sum)
    }
    const ledgerSums = await ledgerInterestOf(taxYear)
    expect([...ledgerSums.values()].some((sum) => sum.interest > 0)).toBe(true)
    expect(Object.fromEntries(csvSums)).toEqual(Object.fromEntries(ledgerSums))
    const pdf = await (
      await context.request.get(
        `${portalUrl}/en-gb/account-transactions/tax-summary/${taxYear}/pdf`,
      )
    ).body()
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect((await PDFDocument.load(pdf)).getTitle()).toContain(taxYear)
    await context.close()
  }, 150_000)

  it('replays the same Idempotency-Key with the same order, and refuses an ended offer', async () => {
    const token = await sandboxToken()
    const offer = await (async () => {
      const context = await customerContext()
      const page = await context.newPage()
      const chosen = await chooseOffer(page)
      await context.close()
      return chosen
    })()
    const place = () =>
      fetch(`${sandboxUrl}/das/v1/customers/${customer.id}/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': 'e2e-replay-1',
        },
        body: JSON.stringify({ offerId: offer.id, amount: offer.minAmount }),
      })
    const first = await place()
    const second = await place()
    expect(first.status).toBe(201)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(((await second.json()) as { id: string }).id).toBe(
      ((await first.json()) as { id: string }).id,
    )

    const ended = (await (
      await fetch(`${sandboxUrl}/dbs/v1/offers?productType=term_deposit&pageSize=1000`)
    ).json()) as {
      items: { id: string; availability: string; country: string }[]
    }
    const soldOut = ended.items.find(
      (item) => item.availability === 'SOLD_OUT' && !['US', 'GB'].includes(item.country),
    )
    // the seed is fixed: without a sold-out offer this check would prove nothing, so it fails
    if (soldOut === undefined) throw new Error('the seed has no sold-out term offer to refuse')
    const context = await customerContext()
    const page = await context.newPage()
    await page.goto(`${portalUrl}/en-gb/products/${soldOut.id}/order`)
    expect(await page.getByTestId('order-refused').textContent()).toContain('This offer has ended')
    expect(await page.getByTestId('order-form').count()).toBe(0)
    await context.close()
  })

  it('tells a US customer routing and account number, and funds the order from the demo control', async () => {
    const us = { username: 'demo.en-us@example.com', id: 'BAC_1100000012' }
    const offers = (await (
      await fetch(`${sandboxUrl}/dbs/v1/offers?market=en-us&productType=term_deposit&pageSize=50`)
    ).json()) as { items: { id: string; availability: string; minAmount: number }[] }
    const offer = offers.items.find((item) => item.availability !== 'SOLD_OUT')
    if (offer === undefined) throw new Error('the seed has no US term offer to order')
    const placed = await fetch(`${sandboxUrl}/das/v1/customers/${us.id}/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await sandboxTokenOf(sandboxUrl, us.username)}`,
        'content-type': 'application/json',
        'idempotency-key': 'e2e-us-order-1',
      },
      body: JSON.stringify({ offerId: offer.id, amount: offer.minAmount }),
    })
    expect(placed.status).toBe(201)
    const order = (await placed.json()) as { id: string; reference: string }
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${portalUrl}/en-us/login?next=%2Fen-us%2Fdashboard`)
    await logIn(page, us.username)
    await page.waitForURL(`${portalUrl}/en-us/dashboard`)
    const pending = page
      .getByTestId('pending-order')
      .filter({ has: page.getByTestId('transfer-reference').getByText(order.reference) })
    await pending.waitFor()
    expect(await pending.textContent()).toMatch(/by wire or ACH transfer/)
    expect(await pending.getByTestId('transfer-routing-number').textContent()).toMatch(/^\d{9}$/)
    expect(await pending.getByTestId('transfer-account-number').textContent()).toMatch(/^\d+$/)
    expect(await pending.getByTestId('transfer-iban').count()).toBe(0)

    await page.goto(`${portalUrl}/en-us/savings-demo`)
    await page
      .getByRole('button', { name: new RegExp(`Transfer the missing amount ${order.reference}`) })
      .click()
    await page.getByTestId('demo-outcome').filter({ hasText: 'The transfer arrived' }).waitFor()
    await page.goto(`${portalUrl}/en-us/products/${offer.id}/order?order=${order.id}`)
    const instructions = page.getByTestId('funding-instructions')
    expect(await instructions.getAttribute('data-order-status')).toBe('forwarded')
    expect(await page.getByTestId('funding-routing-number').count()).toBe(0)
    await context.close()
  })

  it("answers another customer's order id in the order page with 404", async () => {
    const context = await customerContext()
    const page = await context.newPage()
    const offer = await chooseOffer(page)
    const other = 'demo.personal@example.com'
    const placed = await fetch(`${sandboxUrl}/das/v1/customers/BAC_1000000001/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await sandboxTokenOf(sandboxUrl, other)}`,
        'content-type': 'application/json',
        'idempotency-key': 'e2e-other-customer-order',
      },
      body: JSON.stringify({ offerId: offer.id, amount: offer.minAmount }),
    })
    expect(placed.status).toBe(201)
    const { id } = (await placed.json()) as { id: string }
    const response = await page.goto(`${portalUrl}/en-gb/products/${offer.id}/order?order=${id}`)
    expect(response?.status()).toBe(404)
    expect(await page.getByTestId('funding-instructions').count()).toBe(0)
    expect(await page.locator('main').textContent()).not.toContain(id)
    await context.close()
  })

  it('lists only offers of the customer’s own market and refuses a foreign offer’s order', async () => {
    const all = (await (await fetch(`${sandboxUrl}/dbs/v1/offers?pageSize=1000`)).json()) as {
      items: { id: string; country: string; productType: string }[]
    }
    // a German customer: banks of the US and GB markets are foreign (domain marketOfCountry)
    const foreign = all.items.filter((item) => ['US', 'GB'].includes(item.country))
    if (foreign.length === 0) throw new Error('the seed has no US or GB offer to leave out')
    const foreignIds = new Set(foreign.map((item) => item.id))
    const context = await customerContext()
    const page = await context.newPage()
    let listed = 0
    for (const type of ['term_deposit', 'flexgeld', 'overnight_deposit', 'notice_account']) {
      await page.goto(`${portalUrl}/de-de/products?type=${type}&more=49`)
      await page.getByTestId('product-offers').or(page.getByTestId('products-empty')).waitFor()
      const ids = await page
        .getByTestId('product-offer')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-offer-id') ?? ''))
      listed += ids.length
      expect(
        ids.filter((id) => foreignIds.has(id)),
        type,
      ).toEqual([])
      const countries = await page.getByTestId('product-bank-country').allTextContents()
      expect(countries.length, type).toBe(ids.length)
      expect(
        countries.filter((country) =>
          ['Vereinigte Staaten', 'Vereinigtes Königreich'].includes(country),
        ),
        type,
      ).toEqual([])
    }
    expect(listed).toBeGreaterThan(0)
    const away = foreign.find((item) => item.productType === 'term_deposit') ?? foreign[0]
    await page.goto(`${portalUrl}/de-de/products/${away?.id}/order`)
    expect(await page.getByTestId('order-refused').textContent()).toContain(
      'Dieses Angebot ist in Ihrem Markt nicht verfügbar.',
    )
    expect(await page.getByTestId('order-form').count()).toBe(0)
    await context.close()
  })

  it('warns in the review when an order takes the money at a bank above the guarantee, and not below', async () => {
    const context = await customerContext()
    const page = await context.newPage()
    const offer = await guaranteedOffer(page)
    const review = async (amount: number) => {
      await page.goto(`${portalUrl}/en-gb/products/${offer.id}/order`)
      await page.getByRole('textbox', { name: /Investment amount/ }).fill((amount / 100).toFixed(2))
      await page.getByRole('button', { name: 'Review the order' }).click()
      await page.getByTestId('order-review').waitFor()
    }
    const confirm = page.getByRole('button', { name: 'Order with obligation to pay' })

    // a joint account: €150,000 is €75,000 and its interest per holder, under the €100,000
    await review(150_000_00)
    expect(await page.getByTestId('order-exposure-warning').count()).toBe(0)
    // read, not merely unknown: the neutral note is absent too
    expect(await page.getByTestId('order-exposure-unknown').count()).toBe(0)
    expect(await page.getByText('Above the deposit guarantee limit').count()).toBe(0)
    expect(await confirm.getAttribute('aria-describedby')).toBeNull()

    // €250,000: €125,000 and its interest per holder, above the limit
    await review(250_000_00)
    const warning = page.getByRole('alert').filter({ hasText: 'Above the deposit guarantee limit' })
    await warning.waitFor()
    const text = (await warning.textContent()) ?? ''
    const figures =
      /would come to EUR\s([\d,.]+) per depositor\. The deposit guarantee scheme \((.+)\) covers EUR\s100,000\.00 per depositor, so EUR\s([\d,.]+) would not be protected/.exec(
        text,
      )
    expect(figures, text).not.toBeNull()
    const euros = (figure: string | undefined) => Number((figure ?? '').replaceAll(',', ''))
    const exposure = euros(figures?.[1])
    expect(exposure).toBeGreaterThan(125_000)
    expect(euros(figures?.[3])).toBeCloseTo(exposure - 100_000, 2)
    expect(figures?.[2]?.length).toBeGreaterThan(3)
    // a screen reader hears it with the confirm button too
    expect(await confirm.getAttribute('aria-describedby')).toBe(
      await page.getByTestId('order-exposure-warning').getAttribute('id'),
    )
    expect(await confirm.isEnabled()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  }, 60_000)

  it('orders with the keyboard only, at 320 px, with no axe violation', async () => {
    const context = await customerContext({ width: 320, height: 800 })
    const page = await context.newPage()
    const offer = await chooseOffer(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(await axeViolations(page)).toEqual([])
    await page.goto(`${portalUrl}/en-gb/products/${offer.id}/order`)
    const tabTo = async (selector: string) => {
      for (let step = 0; step < 80; step += 1) {
        await page.keyboard.press('Tab')
        if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector))
          return
      }
      throw new Error(`never reached ${selector} with Tab`)
    }
    await tabTo('input[name=amount]')
    await page.keyboard.type(amountFor(offer))
    await page.keyboard.press('Enter')
    await page.getByTestId('order-review').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(await axeViolations(page)).toEqual([])
    await tabTo('[data-testid=information-sheet]')
    const [sheet] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')])
    await sheet.close()
    await page.bringToFront()
    await tabTo('#order-acknowledged')
    await page.keyboard.press('Space')
    await tabTo('[data-testid=order-confirm]')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\?order=/)
    await page.getByTestId('funding-instructions').waitFor()
    expect(await axeViolations(page)).toEqual([])
    for (const path of [
      '/account-transactions',
      '/account-transactions/tax-summary',
      '/savings-demo',
    ]) {
      await page.goto(`${portalUrl}/en-gb${path}`)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(320)
      expect(await axeViolations(page), path).toEqual([])
    }
    await context.close()
  }, 90_000)
})
