import { join } from 'node:path'
import { formatDate } from '@portal/domain/format'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root } from '../scripts/lib/servers.mjs'
import { atPhoneWidth } from './browser'
import { lastSmsId, smsAfter, smsCodeAfter } from './support/outboxes'
import { readPdf } from './support/pdf-text'
import { loggedIn, logIn, password, sandboxTokenOf, stackOn } from './support/security'
import { type OwnServers, startOwnServers } from './support/servers'

// Its own sandbox and portal: these tests mark notifications read, write to the postbox, give
// one-time consents, change the reference account (approved through the sandbox's KYC case) and
// change the password (last: it ends the customer's other sessions and the demo password).
const sandboxPort = Number(process.env.E2E_CUSTOMER_DATA_MORE_SANDBOX_PORT ?? 18195)
const portalPort = Number(process.env.E2E_CUSTOMER_DATA_MORE_PORTAL_PORT ?? 13115)
const { sandboxUrl, portalUrl, issuer } = stackOn(sandboxPort, portalPort)
const personal = { username: 'demo.personal@example.com', id: 'BAC_1000000001' }
const fixtures = join(root, 'packages/domain/test-fixtures/uploads')

let servers: OwnServers
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  servers = await startOwnServers({
    prefix: 'customer-data-more-',
    sandboxPort,
    portalPort,
    issuer,
  })
  browser = servers.browser
  context = await browser.newContext()
  page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await page.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fdashboard`)
  await logIn(page, personal.username)
  await page.waitForURL(`${portalUrl}/en-gb/dashboard`)
}, 240_000)

afterAll(async () => {
  await servers?.stop()
})

/** The message shown at a form control (the Field's error, linked by aria-describedby). */
async function messageAt(control: Locator): Promise<string | null> {
  const id = await control.getAttribute('id')
  const message = control.page().locator(`[id="${id}-error"]`)
  return (await message.count()) === 0 ? null : message.textContent()
}

/**
 * The header's notifications link as shown. Its count streams in: until React reveals it, a
 * hidden copy sits beside the fallback (which shows no count), so only the visible one counts.
 */
const notificationsLink = (on: Page) =>
  on.getByTestId('notifications-link').filter({ visible: true })

/**
 * The number the header's notifications link shows (0 when it shows none); NaN while the
 * streamed count is not revealed yet, so a poll waits for it.
 */
async function headerUnread(on: Page): Promise<number> {
  if ((await on.getByTestId('notifications-link').count()) !== 1) return Number.NaN
  const badge = notificationsLink(on).locator('[aria-hidden="true"]')
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent())
}

/** At 320 px: no sideways scrolling and no axe violations (WCAG 2.2 AA). */
async function fitsPhoneWithoutViolations(url: string) {
  const phone = await atPhoneWidth(browser, context, url)
  expect(phone.width).toBeLessThanOrEqual(320)
  expect(phone.violations).toEqual([])
}

describe('notifications', () => {
  it('shows the unread count in the header; marking all read on /notifications clears it', async () => {
    await page.goto(`${portalUrl}/en-gb/notifications`)
    const unreadItems = page
      .getByTestId('notification')
      .filter({ has: page.locator('[data-slot=badge]') })
    const unread = await unreadItems.count()
    expect(unread).toBeGreaterThan(0)
    expect(await page.getByTestId('notifications-unread').textContent()).toBe(
      `${unread} unread notification${unread === 1 ? '' : 's'}`,
    )
    await expect.poll(() => headerUnread(page)).toBe(unread)
    // Screen readers hear the count in words.
    await expect
      .poll(() => notificationsLink(page).ariaSnapshot())
      .toMatch(new RegExp(`link "Notifications\\s*${unread} unread notifications?"`))

    await page.goto(`${portalUrl}/en-gb/dashboard`)
    await expect.poll(() => headerUnread(page)).toBe(unread)

    await page.goto(`${portalUrl}/en-gb/notifications`)
    await page.getByRole('button', { name: 'Mark all as read' }).click()
    await expect
      .poll(() => page.getByTestId('notifications-unread').textContent())
      .toBe('Everything read')
    await expect.poll(() => headerUnread(page)).toBe(0)
    expect(await unreadItems.count()).toBe(0)
    expect(await page.getByTestId('notification').count()).toBe(unread)
    // Still read after a fresh load elsewhere.
    await page.goto(`${portalUrl}/en-gb/dashboard`)
    await expect.poll(() => headerUnread(page)).toBe(0)
  })
})

const messageRow = (subject: string) => page.getByTestId('message').filter({ hasText: subject })

describe('postbox on the default flag (v2)', () => {
  it('opens a thread from the v2 endpoint, replies, and shows the reply in the thread', async () => {
    await page.goto(`${portalUrl}/en-gb/postbox/messages?folder=inbox`)
    await page.locator('[data-endpoint="v2"]').waitFor()
    expect(await page.locator('[data-endpoint="v1"]').count()).toBe(0)
    await messageRow('Welcome to your postbox').getByRole('link').click()
    await page.locator('[data-endpoint="v2"]').waitFor()
    const thread = page.getByTestId('thread')
    await expect.poll(() => thread.textContent()).toContain('this is where the bank writes to you')
    const before = await page.getByTestId('thread-message').count()
    const threadUrl = page.url()

    const reply = `Thank you, one more question ${Date.now()}`
    const form = page.getByTestId('compose-form')
    expect(await form.getByLabel(/^Subject/).inputValue()).toBe('Re: Welcome to your postbox')
    await form.getByLabel(/^Your message/).fill(reply)
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.getByTestId('message-sent').waitFor()

    await page.goto(threadUrl)
    await expect.poll(() => page.getByTestId('thread-message').count()).toBe(before + 1)
    const last = page.getByTestId('thread-message').last()
    expect(await last.textContent()).toContain(reply)
    expect(await last.textContent()).toContain('From you')
    expect(await page.locator('[data-endpoint="v2"]').count()).toBe(1)
    // the thread with its reply form on a phone
    await fitsPhoneWithoutViolations(threadUrl)
  })

  it("shows the bank's HTML sanitised on v2: markup kept, no script, no handler", async () => {
    const dialogs: string[] = []
    const onDialog = (dialog: { message(): string; dismiss(): Promise<void> }) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    }
    page.on('dialog', onDialog)
    const subject = `Rates update ${Date.now()}`
    const written = await fetch(`${sandboxUrl}/pom/api/v1/sandbox/bank-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerId: personal.id,
        subject,
        html: '<p>From <b>1 January</b> on.</p><img src=x onerror="alert(1);window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(3)">More</a><svg onload="window.__pwned=3"></svg>',
      }),
    })
    expect(written.status).toBe(201)
    await page.goto(`${portalUrl}/en-gb/postbox/messages?folder=inbox`)
    await page.locator('[data-endpoint="v2"]').waitFor()
    await messageRow(subject).getByRole('link').click()
    const thread = page.getByTestId('thread')
    await expect.poll(() => thread.locator('b').textContent()).toBe('1 January')
    expect(
      await thread.locator('script, img, svg, [onerror], [onload], a[href^="javascript"]').count(),
    ).toBe(0)
    expect(await thread.textContent()).not.toContain('alert(')
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(dialogs).toEqual([])
    page.off('dialog', onDialog)
  })

  it('sends a new message with a PDF attached; the attachment downloads as that PDF', async () => {
    const subject = `Statement attached ${Date.now()}`
    await page.goto(`${portalUrl}/en-gb/postbox/messages?action=write-message`)
    await page.getByLabel(/^Subject/).fill(subject)
    await page.getByLabel(/^Your message/).fill('Hello,\nthe statement is attached.')
    await page.locator('input[type=file]').setInputFiles(join(fixtures, 'statement.pdf'))
    await page.getByRole('button', { name: 'Upload file' }).click()
    await expect
      .poll(() => page.getByTestId('uploaded-files').textContent())
      .toContain('statement.pdf')
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByTestId('message-sent').waitFor()

    await page.goto(`${portalUrl}/en-gb/postbox/messages?folder=sent`)
    await page.locator('[data-endpoint="v2"]').waitFor()
    expect(await messageRow(subject).textContent()).toContain('1 attachment')
    await messageRow(subject).getByRole('link').click()
    const attachment = page.getByTestId('thread').locator('a[download]')
    await expect.poll(() => attachment.allTextContents()).toEqual(['statement.pdf'])
    const response = await context.request.get(
      `${portalUrl}${await attachment.getAttribute('href')}`,
    )
    expect(response.status()).toBe(200)
    expect(response.headers()['content-disposition']).toMatch(/^attachment/)
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })
})

/** The sandbox's today (its clock may differ from the machine's). */
async function sandboxToday(): Promise<string> {
  const { today } = (await (await fetch(`${sandboxUrl}/das/v1/sandbox/clock`)).json()) as {
    today: string
  }
  return today
}

// Both consents on German pages (the customer's stored language is English): the page shows the
// bank's German text, and exactly that text is stored and printed.
describe.each([
  {
    locale: 'de-de',
    path: '/transfer-flow/direct-debit-mandate/consent',
    checkbox: 'Ich erteile das SEPA-Lastschriftmandat.',
    agree: 'Ich stimme zu',
    pdfLink: 'Vereinbarung als PDF herunterladen',
    title: 'SEPA-Lastschriftmandat',
    agreed: `SEPA-Lastschriftmandat, Mandatsreferenz ${personal.id}-DD.`,
    agreedOn: (today: string) =>
      new RegExp(`^Sie haben am ${longDate('de-DE', today)} um \\d{2}:\\d{2} zugestimmt:$`),
    agreedBy: (today: string) =>
      `Zugestimmt am ${formatDate(today, 'de-DE')} von ${personal.username}`,
  },
  {
    // the pension product's consent exists only where pensions are sold (de-de)
    locale: 'de-de',
    path: '/liquid-pension-transfer-notice/consent',
    checkbox: 'Ich habe die Mitteilung gelesen und stimme der Übertragung zu.',
    agree: 'Ich stimme zu',
    pdfLink: 'Vereinbarung als PDF herunterladen',
    title: 'Mitteilung zur Übertragung liquider Altersvorsorge',
    agreed: `Mitteilung zur Übertragung liquider Altersvorsorgevermögen, Kunde ${personal.id}.`,
    agreedOn: (today: string) =>
      new RegExp(`^Sie haben am ${longDate('de-DE', today)} um \\d{2}:\\d{2} zugestimmt:$`),
    agreedBy: (today: string) =>
      `Zugestimmt am ${formatDate(today, 'de-DE')} von ${personal.username}`,
  },
])('agreement at $path ($locale)', (agreement) => {
  it('records the bank text shown (version, language): stored and printed as ticked', async () => {
    const url = `${portalUrl}/${agreement.locale}${agreement.path}`
    await page.goto(url)
    expect(await page.getByTestId('agreement-given').count()).toBe(0)
    const shown = page.getByTestId('agreement-text')
    expect(await shown.getAttribute('lang')).toBe(agreement.locale.slice(0, 2))
    const ticked = (await shown.locator('p').textContent()) ?? ''
    expect(ticked).toContain(agreement.agreed)
    await page.getByRole('checkbox', { name: agreement.checkbox }).check()
    await page.getByRole('button', { name: agreement.agree }).click()
    const given = page.getByTestId('agreement-given')
    await given.waitFor()
    const today = await sandboxToday()
    // the day and time of the consent, as the bank recorded it
    expect(await given.getByRole('status').textContent()).toMatch(agreement.agreedOn(today))
    expect(await given.locator('blockquote').textContent()).toBe(ticked)

    // Kept: a fresh load shows the same agreement, no form to agree again.
    await page.goto(url)
    await given.waitFor()
    expect(await page.getByTestId('agreement-form').count()).toBe(0)
    expect(await given.locator('blockquote').textContent()).toBe(ticked)

    const link = given.getByRole('link', { name: agreement.pdfLink })
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(new RegExp(`^/${agreement.locale}/documents/[^/]+/download$`))
    const response = await context.request.get(`${portalUrl}${href}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/)
    const pdf = await readPdf(await response.body())
    expect(pdf.pageCount).toBeGreaterThan(0)
    expect(pdf.title).toBe(agreement.title)
    const text = pdf.lines.join(' ')
    expect(text).toContain(agreement.agreedBy(today))
    expect(text).toContain(ticked)
    // The agreed state on a phone.
    await fitsPhoneWithoutViolations(url)
  })
})

function longDate(tag: string, day: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )
}

describe.each([
  {
    username: 'demo.joint@example.com',
    persons: {
      'demo.joint@example.com': ['Account holder · active'],
      'demo.joint.partner@example.com': ['Account holder · active', 'Tax partner · active'],
    },
  },
  {
    username: 'demo.business@example.com',
    persons: {
      'demo.business@example.com': [
        'Legal representative · active',
        'Ultimate beneficial owner · active',
      ],
      'demo.multi@example.com': ['Authorised person · active'],
    },
  },
])('my details of $username', ({ username, persons }) => {
  it('shows every person of the account with their role badges', async () => {
    const own = await loggedIn(browser, portalUrl, username)
    try {
      const view = await own.newPage()
      view.setDefaultTimeout(15_000)
      await view.goto(`${portalUrl}/en-gb/my-details`)
      const cards = view.getByTestId('person')
      await expect.poll(() => cards.count()).toBe(Object.keys(persons).length)
      for (const [login, roles] of Object.entries(persons)) {
        const card = cards.filter({ hasText: login })
        expect(await card.count(), login).toBe(1)
        expect((await card.getByTestId('roles').locator('li').allTextContents()).sort()).toEqual(
          [...roles].sort(),
        )
      }
      // The logged-in person is marked as "you"; the other is not.
      expect(await cards.filter({ hasText: username }).locator('h3').textContent()).toContain(
        '(you)',
      )
      expect(
        await cards.filter({ hasNotText: username }).locator('h3').textContent(),
      ).not.toContain('(you)')
    } finally {
      await own.close()
    }
  })
})

describe('correspondence language', () => {
  it('writes the next SMS in the language chosen on My details', async () => {
    const languageOn = (on: Page) => on.getByRole('combobox', { name: 'Language' })
    await page.goto(`${portalUrl}/en-gb/my-details`)
    expect(await languageOn(page).inputValue()).toBe('en')
    const choose = async (language: string) => {
      await languageOn(page).selectOption(language)
      await page.getByRole('button', { name: 'Save language' }).click()
      await page.getByTestId('correspondence-language-saved').waitFor()
    }
    await choose('de')
    expect(await page.getByTestId('correspondence-language-saved').textContent()).toContain(
      'From now on we will write to you in German.',
    )
    try {
      await page.reload()
      expect(await languageOn(page).inputValue()).toBe('de')
      // an mTAN asked for on an English page comes in the language chosen
      const since = await lastSmsId(sandboxUrl, personal.id)
      await page.goto(`${portalUrl}/en-gb/my-details/edit-address`)
      await page.getByRole('button', { name: 'Save address' }).click()
      await page.getByTestId('sca-step').waitFor()
      const { text } = await smsAfter(sandboxUrl, personal.id, since)
      expect(text).toMatch(/^Ihre mTAN \d{6} bestätigt die Änderung Ihrer Adresse\./)
    } finally {
      await page.goto(`${portalUrl}/en-gb/my-details`)
      await choose('en')
    }
  })
})

/** Strips the spaces a page may show an IBAN with. */
const compact = (text: string | null) => (text ?? '').replace(/\s/g, '')

describe('changing the reference account', () => {
  it('verifies the identity, takes the new account with a document, stays pending until the KYC case is approved', async () => {
    const newIban = 'DE89370400440532013000'
    const overview = `${portalUrl}/en-gb/my-details/initial-reference-account`
    await page.goto(overview)
    const accounts = page.getByTestId('reference-accounts')
    const oldIbans = compact(await accounts.textContent())
    expect(oldIbans).not.toContain(newIban)

    await page.getByRole('link', { name: 'Change reference account' }).click()
    await page.waitForURL(`${portalUrl}/en-gb/my-details/reference-account/verify-identity`)
    await page.getByRole('button', { name: 'Start video identification' }).click()
    await page.waitForURL(`${portalUrl}/en-gb/my-details/reference-account/upload-documents`)

    await page.getByLabel(/^Account holder/).fill('Erika Mustermann')
    await page.getByLabel(/^IBAN/).fill('DE89 3704 0044 0532 0130 00')
    await page.locator('input[type=file]').setInputFiles(join(fixtures, 'statement.pdf'))
    await page.getByRole('button', { name: 'Upload file' }).click()
    await expect
      .poll(() => page.getByTestId('uploaded-files').textContent())
      .toContain('statement.pdf')
    const since = await lastSmsId(sandboxUrl, personal.id)
    await page.getByRole('button', { name: 'Request change' }).click()
    await page.getByTestId('sca-step').waitFor()
    const { code } = await smsCodeAfter(sandboxUrl, personal.id, since)
    await page.getByLabel(/^mTAN/).fill(code)
    await page.getByRole('button', { name: 'Confirm with mTAN' }).click()
    await expect
      .poll(() => page.getByTestId('reference-account-done').textContent())
      .toContain('It stays pending until the bank has approved it')

    // Pending: the old account stays, the change is listed as being checked.
    await page.goto(overview)
    expect(compact(await accounts.textContent())).toBe(oldIbans)
    const change = page.getByTestId('kyc-cases').locator('li').filter({ hasText: newIban })
    expect(await change.textContent()).toContain('pending: being checked')

    // The bank approves the case (the local sandbox's stand-in for the KYC team).
    const token = await sandboxTokenOf(sandboxUrl, personal.username)
    const { items } = (await (
      await fetch(`${sandboxUrl}/kcps/api/v1/customers/${personal.id}/cases`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { items: { id: string; status: string; newReferenceAccount: { iban: string } }[] }
    const open = items.find(
      (item) => item.status === 'IN_REVIEW' && compact(item.newReferenceAccount.iban) === newIban,
    )
    expect(open).toBeDefined()
    const decided = await fetch(`${sandboxUrl}/kcps/api/v1/sandbox/cases/${open?.id}/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'APPROVED' }),
    })
    expect(decided.status).toBe(200)

    await page.goto(overview)
    expect(compact(await accounts.textContent())).toContain(newIban)
    expect(await change.textContent()).toContain('approved')
  }, 90_000)
})

/** Logs in through the form with the given password (the shared helper knows only the demo one). */
async function logInWith(on: Page, username: string, secret: string) {
  await on.locator('input[name=username]').fill(username)
  await on.locator('input[name=password]').fill(secret)
  await on.getByTestId('login-form').getByRole('button').click()
}

/** Starts a password change: asks for the mTAN and returns its code once the SMS is there. */
async function requestPasswordMtan(): Promise<string> {
  const since = await lastSmsId(sandboxUrl, personal.id)
  await page.goto(`${portalUrl}/en-gb/user-account/edit/password`)
  await page.getByRole('button', { name: 'Send mTAN' }).click()
  await page.getByTestId('sca-step').waitFor()
  return (await smsCodeAfter(sandboxUrl, personal.id, since)).code
}

async function fillPasswordForm(current: string, next: string, code: string) {
  await page.getByLabel(/^Current password/).fill(current)
  await page.getByLabel(/^New password/).fill(next)
  await page.getByLabel(/^Repeat new password/).fill(next)
  await page.getByLabel(/^mTAN/).fill(code)
  await page.getByRole('button', { name: 'Change password' }).click()
}

// Last in the file: the change ends every other session of demo.personal.
describe('changing the password', () => {
  const newPassword = `Sparen-${Date.now()}-neu`

  it('refuses a wrong current password and a weak new one, then changes it with the mTAN, announced', async () => {
    // Wrong current password: said, and the form starts again with a new mTAN.
    let code = await requestPasswordMtan()
    await fillPasswordForm('Not-the-password-1', newPassword, code)
    await expect
      .poll(() => page.getByTestId('form-error').textContent())
      .toBe('The current password was not correct. Please send a new mTAN and try again.')
    expect(await page.getByTestId('password-changed').count()).toBe(0)

    // Too weak: the rule at the new-password field, the mTAN step kept, no new mTAN sent.
    code = await requestPasswordMtan()
    const smsBefore = await lastSmsId(sandboxUrl, personal.id)
    await fillPasswordForm(password, 'short1', code)
    const newField = page.getByLabel(/^New password/)
    await expect.poll(() => messageAt(newField)).toBe('At least 12 characters, please.')
    expect(await newField.getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByTestId('sca-step').count()).toBe(1)
    await fillPasswordForm(password, 'onlyletterslong', code)
    await expect.poll(() => messageAt(newField)).toBe('Please include a digit.')
    expect(await lastSmsId(sandboxUrl, personal.id)).toBe(smsBefore)

    // Valid, with the mTAN of this step; this session stays logged in.
    await fillPasswordForm(password, newPassword, code)
    await expect
      .poll(() => page.getByTestId('password-changed').textContent())
      .toBe('Your password has been changed. Every other session has been ended.')
    await page.goto(`${portalUrl}/en-gb/user-account`)
    expect(new URL(page.url()).pathname).toBe('/en-gb/user-account')

    // Announced in the postbox and as a notification.
    await page.goto(`${portalUrl}/en-gb/postbox/messages?folder=inbox`)
    await expect
      .poll(() => page.getByTestId('message-list').textContent())
      .toContain('Your password was changed')
    await page.goto(`${portalUrl}/en-gb/notifications`)
    expect(
      await page
        .getByTestId('notification')
        .filter({ hasText: 'Your password was changed' })
        .textContent(),
    ).toContain('every other session was ended')
    await expect.poll(() => headerUnread(page)).toBeGreaterThan(0)
  }, 120_000)

  it('logs in with the new password and refuses the old one', async () => {
    const fresh = await browser.newContext()
    try {
      const login = await fresh.newPage()
      login.setDefaultTimeout(15_000)
      await login.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fdashboard`)
      await logInWith(login, personal.username, password)
      await expect
        .poll(() => login.getByTestId('login-form').textContent())
        .toContain('The email address or password is not correct.')
      await logInWith(login, personal.username, newPassword)
      await login.waitForURL(`${portalUrl}/en-gb/dashboard`)
    } finally {
      await fresh.close()
    }
  })

  it('sends a session logged in before the change to the login at its next page load', async () => {
    const other = await browser.newContext()
    try {
      const otherPage = await other.newPage()
      otherPage.setDefaultTimeout(15_000)
      await otherPage.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fdashboard`)
      await logInWith(otherPage, personal.username, newPassword)
      await otherPage.waitForURL(`${portalUrl}/en-gb/dashboard`)

      const code = await requestPasswordMtan()
      await fillPasswordForm(newPassword, `${newPassword}-2`, code)
      await page.getByTestId('password-changed').waitFor()

      // at the next page load once the portal's last answer for that session (kept 2 s) is over
      await expect
        .poll(
          async () => {
            await otherPage.goto(`${portalUrl}/en-gb/dashboard`)
            return new URL(otherPage.url()).pathname
          },
          { timeout: 10_000, interval: 1_000 },
        )
        .toBe('/en-gb/login')
      const landed = new URL(otherPage.url())
      expect(landed.searchParams.get('reason')).toBe('ended')
      expect(landed.searchParams.get('next')).toBe('/en-gb/dashboard')
      // its cookies are gone: the next customer page asks for the login again
      await otherPage.goto(`${portalUrl}/en-gb/my-details`)
      expect(new URL(otherPage.url()).pathname).toBe('/en-gb/login')
    } finally {
      await other.close()
    }
  }, 90_000)
})
