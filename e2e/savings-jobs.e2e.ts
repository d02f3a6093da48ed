import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logIn, sandboxTokenOf, stackOn } from './support/security'
import { type OwnServers, startOwnServers } from './support/servers'

// Its own sandbox: this file cancels demo.personal's waiting order and gives notice.
const sandboxPort = Number(process.env.E2E_SAVINGS_JOBS_SANDBOX_PORT ?? 18199)
const portalPort = Number(process.env.E2E_SAVINGS_JOBS_PORTAL_PORT ?? 13119)
const { sandboxUrl, portalUrl, issuer } = stackOn(sandboxPort, portalPort)
// the seed leaves demo.personal an order waiting for €10,000 and an active notice account
const customer = { username: 'demo.personal@example.com', id: 'BAC_1000000001' }

let servers: OwnServers
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  servers = await startOwnServers({ prefix: 'savings-jobs-', sandboxPort, portalPort, issuer })
  browser = servers.browser
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  await page.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fdashboard`)
  await logIn(page, customer.username)
  await page.waitForURL(`${portalUrl}/en-gb/dashboard`)
}, 120_000)

afterAll(async () => {
  await servers?.stop()
})

/** The ledger's own answer, to compare with what the portal shows. */
async function ledger<T>(path: string): Promise<T> {
  const token = await sandboxTokenOf(sandboxUrl, customer.username)
  const response = await fetch(`${sandboxUrl}/das/v1/customers/${customer.id}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

interface Order {
  id: string
  status: string
  reference: string
  prolongation: string
}

interface Overview {
  pendingOrders: Order[]
  deposits: {
    id: string
    offerProductType: string
    status: string
    balance: number
    partialNoticeMinimum: number | null
  }[]
}

/** Whole minor units from a formatted amount ("€5,000.00" → 500000). */
const minorUnits = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''))

describe('the saver’s jobs', () => {
  it('cancels an order still waiting for its money, after a confirmation', async () => {
    const waiting = (await ledger<Overview>('/savings')).pendingOrders.find(
      (order) => order.status === 'pending_funding',
    )
    expect(waiting, 'the seed’s waiting order').toBeDefined()
    await page.goto(`${portalUrl}/en-gb/dashboard`)
    const card = page.getByTestId('pending-order').filter({ hasText: waiting?.reference ?? '' })
    await card.getByTestId('order-cancel-open').click()
    const dialog = page.getByRole('dialog')
    expect(await dialog.textContent()).toContain('will not be forwarded to the bank')
    await dialog.getByRole('button', { name: 'Cancel order' }).click()
    await page.getByTestId('order-cancelled').waitFor()

    const order = await ledger<Order>(`/orders/${waiting?.id}`)
    expect(order.status).toBe('cancelled')
    await page.goto(`${portalUrl}/en-gb/dashboard`)
    await page.getByTestId('savings-dashboard').waitFor()
    expect(
      await page.getByTestId('pending-order').filter({ hasText: order.reference }).count(),
    ).toBe(0)
    await page.goto(`${portalUrl}/en-gb/notifications`)
    expect(await page.getByTestId('notification').allTextContents()).toContainEqual(
      expect.stringContaining('Your order is cancelled'),
    )
  }, 60_000)

  it('gives notice on part of a notice account; an amount above the balance is refused at the field', async () => {
    const account = (await ledger<Overview>('/savings')).deposits.find(
      (deposit) => deposit.offerProductType === 'NOTICE' && deposit.status === 'active',
    )
    expect(account?.partialNoticeMinimum, 'the offer allows a partial notice').not.toBeNull()
    const balance = account?.balance ?? 0
    const part = Math.max(account?.partialNoticeMinimum ?? 0, 100_00)
    expect(part).toBeLessThan(balance)
    await page.goto(`${portalUrl}/en-gb/dashboard/savings/deposits/${account?.id}`)

    const amount = page.getByTestId('notice-amount')
    const giveNotice = async (minor: number) => {
      await amount.fill((minor / 100).toFixed(2))
      await page.getByRole('button', { name: 'Give notice', exact: true }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Give notice now' }).click()
    }
    await giveNotice(balance + 100)
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=notice-amount]')?.getAttribute('aria-invalid'),
    )
    expect(await page.getByTestId('notice-form').textContent()).toContain(
      'That is more than your balance',
    )
    expect(minorUnits(await amount.inputValue())).toBe(balance + 100)
    expect((await ledger<{ status: string }>(`/deposits/${account?.id}`)).status).toBe('active')

    await giveNotice(part)
    await page.getByTestId('notice-given').waitFor()
    const noticed = await ledger<{ status: string; noticeAmount: number | null }>(
      `/deposits/${account?.id}`,
    )
    expect(noticed).toMatchObject({ status: 'notice_given', noticeAmount: part })
    expect(
      minorUnits(
        /Notice on ([^ ]+)/.exec(
          (await page.getByTestId('notice-given').textContent()) ?? '',
        )?.[1] ?? '',
      ),
    ).toBe(part)
  }, 60_000)

  it('orders a term deposit with the prolongation chosen on the order form', async () => {
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
          (await (await fetch(`${sandboxUrl}/dbs/v1/offers/${id}`)).json()) as {
            id: string
            currency: string
            minAmount: number
            prolongation: { automatic: boolean }
          },
      ),
    )
    const offer = offers.find((one) => one.prolongation.automatic && one.currency === 'EUR')
    expect(offer, 'an EUR term offer that prolongs').toBeDefined()

    await page.goto(`${portalUrl}/en-gb/products/${offer?.id}/order`)
    const preset = page.getByRole('radio', { name: 'Renew the amount with the interest' })
    expect(await preset.isChecked()).toBe(true)
    await page.getByRole('radio', { name: 'Pay out to my settlement account' }).check()
    await page
      .getByRole('textbox', { name: /Investment amount/ })
      .fill(((offer?.minAmount ?? 0) / 100).toFixed(2))
    await page.getByRole('button', { name: 'Review the order' }).click()
    expect(await page.getByTestId('review-prolongation').textContent()).toBe(
      'Pay out to my settlement account',
    )
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
    const orderId = new URL(page.url()).searchParams.get('order') ?? ''
    expect((await ledger<Order>(`/orders/${orderId}`)).prolongation).toBe('NONE')
  }, 60_000)
})
