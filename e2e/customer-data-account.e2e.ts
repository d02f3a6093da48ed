import { randomUUID } from 'node:crypto'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { accessibilityViolations, launchChromium } from './browser'
import { lastSmsId, newestMailLink, smsCodeAfter } from './support/outboxes'
import { loggedIn, sandboxTokenOf } from './support/security'

// The shared sandbox of the run: every change made here is undone at the end of its test (the
// e-mail address changed back, the helper order cancelled, the consent switched back), so later
// files of the shard log in and count as before. Exemption orders go to the next tax year, which
// no other file reads.
const portalUrl = inject('portalUrl')
const sandboxUrl = inject('sandboxUrl')

const personal = { username: 'demo.personal@example.com', id: 'BAC_1000000001' }
const joint = { username: 'demo.joint@example.com', id: 'BAC_1000000002' }
const business = { username: 'demo.business@example.com', id: 'BAC_1000000003' }
const multi = { username: 'demo.multi@example.com' }

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function pageOf(username: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await loggedIn(browser, portalUrl, username)
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return { context, page }
}

/**
 * A new visitor registers through `link`; returns the notice the login page shows and, when
 * asked, the page the new customer then has logged in on (their account is still being opened).
 */
async function registerThrough(link: string): Promise<string>
async function registerThrough(
  link: string,
  stay: 'logIn',
): Promise<{ notice: string; context: BrowserContext; page: Page }>
async function registerThrough(link: string, stay?: 'logIn') {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  const email = `nora.${randomUUID().slice(0, 8)}@example.com`
  await page.goto(link)
  await page.getByLabel('First name').fill('Nora')
  await page.getByLabel('Last name').fill('Berg')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill('Referred-2026-friend')
  await page.getByRole('button', { name: 'Register' }).click()
  await page.waitForURL(/\/en-gb\/login\?/)
  const notice = ((await page.getByTestId('login-notice').textContent()) ?? '').trim()
  if (stay !== 'logIn') {
    await context.close()
    return notice
  }
  await page.locator('input[name=username]').fill(email)
  await page.locator('input[name=password]').fill('Referred-2026-friend')
  await page.getByTestId('login-form').getByRole('button').click()
  await page.waitForURL((url) => !url.pathname.includes('/login'))
  return { notice, context, page }
}

/** Calls the sandbox as the user (a fresh token: the run's access tokens live 6 s). */
async function asUser(username: string, method: string, path: string, body?: unknown) {
  return fetch(`${sandboxUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await sandboxTokenOf(sandboxUrl, username)}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/**
 * Changes the e-mail address back through the sandbox alone (SCA, link, confirmation), so the
 * run's other files find the demo login they know.
 */
async function changeEmailBack(currentUsername: string, customerId: string, original: string) {
  const since = await lastSmsId(sandboxUrl, customerId)
  const challenge = (await (
    await asUser(
      currentUsername,
      'POST',
      `/scas/api/v2/customers/${customerId}/data-change-challenges`,
      { purpose: 'email_change', change: { newEmail: original } },
    )
  ).json()) as { challengeId: string }
  const { code } = await smsCodeAfter(sandboxUrl, customerId, since)
  await asUser(
    currentUsername,
    'POST',
    `/scas/api/v2/customers/${customerId}/data-change-challenges/${challenge.challengeId}/verification`,
    { code },
  )
  const requested = await asUser(currentUsername, 'POST', '/ums/v1/users/me/email-change', {
    newEmail: original,
    scaChallengeId: challenge.challengeId,
  })
  expect(requested.status).toBe(200)
  const token = new URL(await newestMailLink(sandboxUrl, original)).searchParams.get('token')
  const confirmed = await fetch(`${sandboxUrl}/ums/v1/users/email-change/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  })
  expect(confirmed.status).toBe(200)
}

/** Sends the form's first step, then types the mTAN the sandbox sent and confirms it. */
async function confirmWithMtan(page: Page, customerId: string, submit: string) {
  const since = await lastSmsId(sandboxUrl, customerId)
  await page.getByRole('button', { name: submit }).click()
  await page.getByTestId('sca-step').waitFor()
  const { code } = await smsCodeAfter(sandboxUrl, customerId, since)
  await page.getByLabel(/^mTAN/).fill(code)
  await page.getByRole('button', { name: 'Confirm with mTAN' }).click()
}

describe('changing the e-mail address', () => {
  it('confirms by mTAN and the mailed link; the new address shows and is announced; a foreign, used or cut link is refused', async () => {
    const newEmail = `business.renamed.${Date.now()}@example.com`
    const owner = await pageOf(business.username)
    const stranger = await pageOf(personal.username)
    let changed = false
    try {
      const { page } = owner
      await page.goto(`${portalUrl}/en-gb/user-account/edit/email-address`)
      await page.getByLabel(/^New e-mail address/).fill(newEmail)
      await confirmWithMtan(page, business.id, 'Change e-mail address')
      expect(await page.getByTestId('email-link-sent').textContent()).toContain(newEmail)
      // Nothing changes before the link is used.
      await page.goto(`${portalUrl}/en-gb/user-account`)
      expect(await page.getByTestId('user-account').textContent()).not.toContain(newEmail)

      // the link opens the page of the customer's market (a German business): read here in English
      const link = new URL(await newestMailLink(sandboxUrl, newEmail))
      expect(link.pathname).toBe('/de-de/user-account/edit/email-address')
      const opened = `${portalUrl}/en-gb/user-account/edit/email-address${link.search}`

      // Another customer who gets hold of the link cannot use it, and does not use it up.
      await stranger.page.goto(opened)
      await stranger.page.getByRole('button', { name: 'Use this e-mail address' }).click()
      await expect
        .poll(() => stranger.page.getByTestId('form-error').textContent())
        .toContain('This link belongs to another login.')
      expect(await stranger.page.getByTestId('email-changed').count()).toBe(0)

      await page.goto(opened)
      await page.getByRole('button', { name: 'Use this e-mail address' }).click()
      await expect
        .poll(() => page.getByTestId('email-changed').textContent())
        .toBe(`Your e-mail address is now ${newEmail}.`)
      changed = true

      await page.goto(`${portalUrl}/en-gb/user-account`)
      expect(await page.getByTestId('user-account').textContent()).toContain(newEmail)
      await page.goto(`${portalUrl}/en-gb/postbox/messages`)
      await expect
        .poll(() => page.getByTestId('message-list').textContent())
        .toContain('Your e-mail address was changed')
      await page.goto(`${portalUrl}/en-gb/notifications`)
      const notification = page
        .getByTestId('notification')
        .filter({ hasText: 'Your e-mail address was changed' })
      expect(await notification.textContent()).toContain(newEmail)

      // The same link a second time: used up.
      await page.goto(opened)
      await page.getByRole('button', { name: 'Use this e-mail address' }).click()
      await expect
        .poll(() => page.getByTestId('form-error').textContent())
        .toBe('This link is no longer valid. Please request the change again.')
      // A link cut short in the mail program: said at once, with the form to start again.
      await page.goto(`${portalUrl}/en-gb/user-account/edit/email-address?token=abc`)
      expect(await page.getByTestId('form-error').textContent()).toBe(
        'This link is no longer valid. Please request the change again.',
      )
      expect(await page.getByLabel(/^New e-mail address/).isVisible()).toBe(true)
    } finally {
      await owner.context.close()
      await stranger.context.close()
      if (changed) await changeEmailBack(newEmail, business.id, business.username)
    }
    // The demo login works again under its old name.
    expect(await sandboxTokenOf(sandboxUrl, business.username)).toMatch(/\./)
  }, 120_000)
})

/** The sandbox's tax year after the current one (the shard's clock may have moved on). */
async function nextTaxYear(): Promise<number> {
  const { today } = (await (await fetch(`${sandboxUrl}/das/v1/sandbox/clock`)).json()) as {
    today: string
  }
  return Number(today.slice(0, 4)) + 1
}

/** Text as read, the no-break spaces of formatted amounts as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ')
const exemptionItems = async (page: Page) =>
  (await page.getByTestId('exemption-order').allTextContents()).map(plain)
const overviewText = async (page: Page) =>
  plain(await page.getByTestId('exemption-overview').textContent())

describe('exemption order', () => {
  it('is offered to German tax residents only: a French resident reads why, with no allowance and no form', async () => {
    const { context, page } = await pageOf('demo.fr-fr@example.com')
    try {
      await page.goto(`${portalUrl}/fr-fr/exemption-order`)
      expect(await page.getByTestId('not-allowed').textContent()).toBe(
        'Un ordre d’exonération suppose que votre première résidence fiscale soit en Allemagne.',
      )
      expect(await page.getByTestId('exemption-overview').count()).toBe(0)
      expect(await page.getByRole('combobox').count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('splits the single allowance across two banks (keyboard only), refuses more at the field, and says which bank takes none', async () => {
    const year = await nextTaxYear()
    const { context, page } = await pageOf(personal.username)
    const url = `${portalUrl}/en-gb/exemption-order?taxYear=${year}`
    await page.goto(url)
    expect(await overviewText(page)).toContain(
      `Tax year ${year}: saver's allowance EUR 1,000.00, still free EUR 1,000.00.`,
    )

    // The customer's bank abroad is named, with the reason it takes no order.
    const savings = (await (
      await asUser(personal.username, 'GET', `/das/v1/customers/${personal.id}/savings`)
    ).json()) as { deposits: { bankName: string; bankCountry: string }[] }
    const abroad = savings.deposits.find((deposit) => deposit.bankCountry !== 'DE')
    expect(abroad).toBeDefined()
    const ineligible = page.getByTestId('exemption-ineligible-bank')
    expect(await ineligible.allTextContents()).toEqual([
      expect.stringContaining(`${abroad?.bankName} (`),
    ])
    expect(await ineligible.first().textContent()).toContain('withholds no German tax')
    const bankSelect = page.getByRole('combobox', { name: /^Bank/ })
    expect(await bankSelect.locator('option').allTextContents()).not.toContain(abroad?.bankName)
    const banks = await bankSelect.locator('option').allTextContents()
    expect(banks.length).toBeGreaterThanOrEqual(2)

    // Keyboard only: type the amount, Enter; the mTAN field takes the focus; type it, Enter.
    const since = await lastSmsId(sandboxUrl, personal.id)
    await page.getByLabel(/^Amount in whole euros/).focus()
    await page.keyboard.type('600')
    await page.keyboard.press('Enter')
    await page.getByTestId('sca-step').waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('mtan')
    const { code } = await smsCodeAfter(sandboxUrl, personal.id, since)
    await page.keyboard.type(code)
    await page.keyboard.press('Enter')
    await page.getByTestId('exemption-saved').waitFor()

    // The rest of the allowance at the second bank.
    await page.goto(url)
    await page.getByRole('combobox', { name: /^Bank/ }).selectOption({ label: banks[1] ?? '' })
    await page.getByLabel(/^Amount in whole euros/).fill('400')
    await confirmWithMtan(page, personal.id, 'Save exemption order')
    await page.getByTestId('exemption-saved').waitFor()
    await page.goto(url)
    expect(await overviewText(page)).toContain('still free EUR 0.00.')
    // Listed by bank name: sorted on both sides by the name each item starts with.
    const saved = [
      `${banks[0]}Single (up to €1,000)EUR 600.00`,
      `${banks[1]}Single (up to €1,000)EUR 400.00`,
    ]
    expect((await exemptionItems(page)).sort()).toEqual(
      saved.sort().map((start) => expect.stringContaining(start)),
    )

    // More than the allowance: refused at the amount before any mTAN, what was typed kept.
    const before = await lastSmsId(sandboxUrl, personal.id)
    await page.getByRole('combobox', { name: /^Bank/ }).selectOption({ label: banks[0] ?? '' })
    const amount = page.getByLabel(/^Amount in whole euros/)
    await amount.fill('700')
    await page.getByRole('button', { name: 'Save exemption order' }).click()
    await page
      .getByText("All your orders together would exceed the saver's allowance.", { exact: true })
      .waitFor()
    expect(await amount.getAttribute('aria-invalid')).toBe('true')
    expect(await amount.inputValue()).toBe('700')
    expect(await page.getByTestId('sca-step').count()).toBe(0)
    expect(await lastSmsId(sandboxUrl, personal.id)).toBe(before)
    expect(await accessibilityViolations(context, url)).toEqual([])
    await context.close()
  }, 120_000)

  it('keeps a joint order joint within its tax year', async () => {
    const year = await nextTaxYear()
    // The joint account saves nowhere yet: it orders a deposit at a German bank (being funded),
    // which makes that bank one that takes an exemption order.
    const { items } = (await (
      await fetch(`${sandboxUrl}/dbs/v1/offers?currency=EUR&pageSize=1000`)
    ).json()) as {
      items: {
        id: string
        minAmount: number
        availability: string
        bank: { countryCode: string; name: string }
      }[]
    }
    const offer = items.find(
      (item) => item.bank.countryCode === 'DE' && item.availability === 'AVAILABLE',
    )
    const placed = await asUser(joint.username, 'POST', `/das/v1/customers/${joint.id}/orders`, {
      offerId: offer?.id,
      amount: offer?.minAmount,
    })
    expect(placed.status).toBe(201)
    const order = (await placed.json()) as { id: string }
    const { context, page } = await pageOf(joint.username)
    try {
      const url = `${portalUrl}/en-gb/exemption-order?taxYear=${year}`
      await page.goto(url)
      expect(await overviewText(page)).toContain("saver's allowance EUR 2,000.00")
      await page
        .getByRole('combobox', { name: /^Bank/ })
        .selectOption({ label: offer?.bank.name ?? '' })
      await page.getByRole('combobox', { name: /^Kind/ }).selectOption('joint')
      await page.getByLabel(/^Amount in whole euros/).fill('2000')
      await confirmWithMtan(page, joint.id, 'Save exemption order')
      await page.getByTestId('exemption-saved').waitFor()

      await page.goto(url)
      expect(await exemptionItems(page)).toEqual([
        expect.stringContaining('Joint with your spouse (up to €2,000)EUR 2,000.00'),
      ])
      const before = await lastSmsId(sandboxUrl, joint.id)
      await page
        .getByRole('combobox', { name: /^Bank/ })
        .selectOption({ label: offer?.bank.name ?? '' })
      const kind = page.getByRole('combobox', { name: /^Kind/ })
      await kind.selectOption('single')
      await page.getByLabel(/^Amount in whole euros/).fill('1000')
      await page.getByRole('button', { name: 'Save exemption order' }).click()
      // Exact: the page's deadline notes say the same within a longer text.
      await page
        .getByText('A joint order cannot become a single one within the same year.', {
          exact: true,
        })
        .waitFor()
      expect(await kind.getAttribute('aria-invalid')).toBe('true')
      expect(await lastSmsId(sandboxUrl, joint.id)).toBe(before)
      await page.goto(url)
      expect(await exemptionItems(page)).toEqual([
        expect.stringContaining('Joint with your spouse (up to €2,000)EUR 2,000.00'),
      ])
    } finally {
      await context.close()
      await asUser(
        joint.username,
        'POST',
        `/das/v1/customers/${joint.id}/orders/${order.id}/cancellation`,
      )
    }
  }, 120_000)
})

describe('mail consents', () => {
  it('switches a mail consent on and off across reloads; cs and legal stay on and cannot be switched', async () => {
    const { context, page } = await pageOf(multi.username)
    await page.goto(`${portalUrl}/en-gb/user-account`)
    const savings = page.getByRole('checkbox', { name: /^Savings offers/ })
    const original = await savings.isChecked()
    const save = async () => {
      await page.getByRole('button', { name: 'Save e-mail choices' }).click()
      await page.getByRole('status').filter({ hasText: 'Your choices have been saved.' }).waitFor()
      await page.reload()
    }
    for (const wanted of [!original, original]) {
      await savings.setChecked(wanted)
      await save()
      expect(await savings.isChecked()).toBe(wanted)
    }

    for (const name of [/^Customer service messages/, /^Legal notices/]) {
      const mandatory = page.getByRole('checkbox', { name })
      expect(await mandatory.isChecked()).toBe(true)
      expect(await mandatory.isDisabled()).toBe(true)
    }
    const form = page.getByTestId('mail-consents')
    expect(await form.textContent()).toContain(
      'Customer service messages(required, cannot be switched off)',
    )
    expect(await form.textContent()).toContain('Legal notices(required, cannot be switched off)')
    await context.close()
  })
})

describe('referred friends', () => {
  it('lists the seeded leads with their status, names as text; another customer sees the empty state', async () => {
    const { context, page } = await pageOf(personal.username)
    await page.goto(`${portalUrl}/en-gb/user-account`)
    const leads = page.getByTestId('leads')
    const items = (await leads.locator('li').allTextContents()).map((text) =>
      text.replace(/\s+invited on .*$/, ''),
    )
    expect(items.sort()).toEqual(
      [
        'bonus paid Max M.',
        'registered Lena K.',
        'invited <img src=x onerror=alert(4)>',
        'expired Old Friend',
      ].sort(),
    )
    expect(await leads.locator('img').count()).toBe(0)
    await context.close()

    const other = await pageOf(multi.username)
    await other.page.goto(`${portalUrl}/en-gb/user-account`)
    expect(await other.page.getByTestId('leads-empty').textContent()).toBe(
      'You have not referred anyone yet.',
    )
    expect(await other.page.getByTestId('leads').count()).toBe(0)
    await other.context.close()
  })

  it('gives the customer a personal link to copy; a friend registering through it is credited', async () => {
    const { context, page } = await pageOf(personal.username)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(`${portalUrl}/en-gb/user-account`)
    const link = await page.getByTestId('referral-link').inputValue()
    expect(link).toMatch(new RegExp(`^${portalUrl}/en-gb/register\\?ref=[A-Z0-9]{10}$`))
    await page.getByTestId('copy-referral-link').click()
    await expect
      .poll(() => page.getByTestId('copy-status').textContent())
      .toBe('Link copied to the clipboard')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)

    // the bonus the bank pays Erika, who lives in Germany, in the page's format
    expect(await page.getByTestId('referral-promise').textContent()).toContain(
      'you each receive EUR\u00a050.00 on your settlement account',
    )

    const friend = await registerThrough(link, 'logIn')
    expect(friend.notice).toBe('Your customer account has been opened. You can log in now.')
    // the friend's own account is still being opened: their link comes once it is open
    await friend.page.goto(`${portalUrl}/en-gb/user-account`)
    expect(await friend.page.getByTestId('referral-link-pending').textContent()).toBe(
      'Your personal link appears here once your account is open.',
    )
    expect(await friend.page.getByTestId('referral-link-unavailable').count()).toBe(0)
    await friend.context.close()

    await page.reload()
    const leads = await page.getByTestId('leads').locator('li').allTextContents()
    expect(leads.some((lead) => lead.startsWith('registered Nora B.'))).toBe(true)
    await context.close()
  })

  it('states the bonus the market pays on the public page', async () => {
    const html = await (await fetch(`${portalUrl}/en-gb/refer-a-friend`)).text()
    expect(html).toContain('you each receive GBP\u00a050.00 on your settlement account')
    expect(html).toContain('Once the first deposit is open, you each receive GBP\u00a050.00.')
  })

  it('registers through an unknown code without a referral, and says so once', async () => {
    const said = await registerThrough(`${portalUrl}/en-gb/register?ref=ZZZZZZZZZZ`)
    expect(said).toBe(
      'Your customer account has been opened. We could not record a referral: the referral code in your link is unknown or your own. You can log in now.',
    )
  })
})
