import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeEntries } from '../apps/portal/lib/routes'
import { root } from '../scripts/lib/servers.mjs'
import { axeOn, sameLogin } from './browser'
import { logIn, sandboxTokenOf, stackOn } from './support/security'
import { type OwnServers, startOwnServers } from './support/servers'

// Its own sandbox: these tests change contact data, upload files and block an account.
const sandboxPort = Number(process.env.E2E_CUSTOMER_DATA_SANDBOX_PORT ?? 18191)
const portalPort = Number(process.env.E2E_CUSTOMER_DATA_PORTAL_PORT ?? 13111)
const { sandboxUrl, portalUrl, issuer } = stackOn(sandboxPort, portalPort)
const customer = { username: 'demo.personal@example.com', id: 'BAC_1000000001' }
const fixtures = join(root, 'packages/domain/test-fixtures/uploads')

let servers: OwnServers
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  servers = await startOwnServers({ prefix: 'customer-data-', sandboxPort, portalPort, issuer })
  browser = servers.browser
  context = await browser.newContext()
  page = await context.newPage()
  await page.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fmy-details`)
  await logIn(page, customer.username)
  await page.waitForURL(`${portalUrl}/en-gb/my-details`)
}, 120_000)

afterAll(async () => {
  await servers?.stop()
})

/** The code of the newest SMS the sandbox sent to the customer (demo outbox), after `since`. */
async function newestCode(since: number): Promise<{ code: string; id: number; phone: string }> {
  let found: { id: number; text: string; phoneNumber: string } | undefined
  await expect
    .poll(async () => {
      const response = await fetch(
        `${sandboxUrl}/scas/api/v2/sandbox/sms-outbox?customerId=${customer.id}`,
      )
      const { messages } = (await response.json()) as {
        messages: { id: number; text: string; phoneNumber: string }[]
      }
      found = messages.find((message) => message.id > since)
      return Boolean(found)
    })
    .toBe(true)
  return {
    code: /\b(\d{6})\b/.exec(found?.text ?? '')?.[1] ?? '',
    id: found?.id ?? 0,
    phone: found?.phoneNumber ?? '',
  }
}

async function lastSmsId(): Promise<number> {
  const response = await fetch(
    `${sandboxUrl}/scas/api/v2/sandbox/sms-outbox?customerId=${customer.id}`,
  )
  const { messages } = (await response.json()) as { messages: { id: number }[] }
  return messages[0]?.id ?? 0
}

describe('my details', () => {
  it('shows the account, the person with roles and the reference account', async () => {
    await page.goto(`${portalUrl}/en-gb/my-details`)
    await expect
      .poll(() => page.getByTestId('account-summary').textContent())
      .toContain(customer.id)
    const person = page.getByTestId('person').first()
    expect(await person.getByTestId('roles').textContent()).toContain('Account holder · active')
    expect(await person.textContent()).toContain('Tax details')
    expect(await page.getByTestId('reference-accounts').textContent()).toMatch(/IBAN/)
  })

  it('puts the message of a bad postal code at the field, keyboard only', async () => {
    await page.goto(`${portalUrl}/en-gb/my-details/edit-address`)
    const postalCode = page.getByLabel(/^Postal code/)
    await postalCode.focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('ABC')
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.getByText('This postal code does not match the chosen country.').count())
      .toBe(1)
    expect(await postalCode.getAttribute('aria-invalid')).toBe('true')
    expect(await postalCode.inputValue()).toBe('ABC')
  })

  it('changes the address keyboard only: type, Enter, the mTAN, Enter', async () => {
    const before = await lastSmsId()
    await page.goto(`${portalUrl}/en-gb/my-details/edit-address`)
    await page.getByLabel(/^Street/).focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Lindenallee')
    await page.keyboard.press('Enter')
    const sca = await newestCode(before)
    // the mTAN field takes the focus when it appears
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('mtan')
    await page.keyboard.type(sca.code)
    await page.keyboard.press('Enter')
    await page.getByText('Your address has been saved.').waitFor()
    await page.goto(`${portalUrl}/en-gb/my-details`)
    await expect.poll(() => page.locator('main').textContent()).toContain('Lindenallee')
  })

  it('puts the reason at the field for an e-mail without a domain and a foreign mobile number', async () => {
    await page.goto(`${portalUrl}/en-gb/user-account/edit/email-address`)
    const email = page.getByLabel(/^New e-mail address/)
    await email.fill('erika@localhost')
    await page.getByRole('button', { name: 'Change e-mail address' }).click()
    await expect
      .poll(() => page.getByText('Please enter an e-mail address with a domain').count())
      .toBe(1)
    expect(await email.getAttribute('aria-invalid')).toBe('true')
    expect(await email.inputValue()).toBe('erika@localhost')

    await page.goto(`${portalUrl}/en-gb/user-account/edit/mobile-number`)
    const mobile = page.getByLabel(/^New mobile number/)
    await mobile.fill('+1 202 555 0143')
    await page.getByRole('button', { name: 'Change mobile number' }).click()
    await expect
      .poll(() =>
        page.getByText('Please enter a mobile number of your country of residence.').count(),
      )
      .toBe(1)
    expect(await mobile.getAttribute('aria-invalid')).toBe('true')
    expect(await mobile.inputValue()).toBe('+1 202 555 0143')
  })

  it('says which IBAN check failed', async () => {
    await page.goto(`${portalUrl}/en-gb/my-details/reference-account/upload-documents`)
    await page.getByLabel(/^Account holder/).fill('Erika Mustermann')
    await page.getByLabel(/^IBAN/).fill('DE88 3704 0044 0532 0130 00')
    await page
      .getByTestId('reference-account-form')
      .getByRole('button', { name: 'Request change' })
      .click()
    await expect
      .poll(() => page.getByText(/check digits of this IBAN do not match/).count())
      .toBe(1)
  })
})

describe('uploads', () => {
  it('accepts a real PDF and refuses a program renamed to .pdf, storing nothing', async () => {
    await page.goto(`${portalUrl}/en-gb/identification/upload-id-document`)
    const input = page.locator('input[type=file]')
    await input.setInputFiles(join(fixtures, 'statement.pdf'))
    await page.getByRole('button', { name: 'Upload file' }).click()
    await expect
      .poll(() => page.getByTestId('uploaded-files').textContent())
      .toContain('statement.pdf')

    await input.setInputFiles(join(fixtures, 'renamed-elf.pdf'))
    await page.getByRole('button', { name: 'Upload file' }).click()
    await expect
      .poll(() =>
        page.getByText('This file is a program, not a document. It was not uploaded.').count(),
      )
      .toBe(1)
    expect(await page.getByTestId('uploaded-files').locator('li').count()).toBe(1)
  })
})

describe('uploads that are refused', () => {
  const big = Buffer.concat([readFileSync(join(fixtures, 'statement.pdf')), Buffer.alloc(11 << 20)])
  /** The customer's own files in the document depot, as the sandbox lists them. */
  async function depotFiles(): Promise<{ fileName: string }[]> {
    const token = await sandboxTokenOf(sandboxUrl, customer.username)
    const response = await fetch(`${sandboxUrl}/dds/api/v2/customers/${customer.id}/documents`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
    const { items } = (await response.json()) as { items: { source: string; fileName: string }[] }
    return items.filter((item) => item.source === 'CUSTOMER')
  }

  it.each([
    ['html-called.pdf', 'This file contains web page code, not a document.'],
    ['html-then-pdf-polyglot.pdf', 'This file contains web page code, not a document.'],
    ['jpeg-with-appended-zip.jpg', 'This file has another file hidden in it.'],
    ['png-called.jpg', 'does not match its content'],
    ['zip-called.pdf', 'The content of this file is not a PDF, JPEG or PNG.'],
    ['empty.pdf', 'This file is empty.'],
    ['an 11 MB PDF', 'This file is larger than 10 MB.'],
  ])('refuses %s with its reason at the field and stores nothing', async (name, reason) => {
    await page.goto(`${portalUrl}/en-gb/identification/upload-id-document`)
    const stored = (await depotFiles()).length
    const input = page.locator('input[type=file]')
    if (name === 'an 11 MB PDF') {
      await input.setInputFiles({ name: 'large.pdf', mimeType: 'application/pdf', buffer: big })
    } else {
      await input.setInputFiles(join(fixtures, name))
    }
    const upload = page.getByRole('button', { name: 'Upload file' })
    // a size the browser knows is refused before anything is sent: the button stays disabled
    if (await upload.isEnabled()) await upload.click()
    await expect.poll(() => page.getByText(reason, { exact: false }).count()).toBe(1)
    expect((await depotFiles()).length).toBe(stored)
  })

  it('shows a file name with markup in it as text on the upload and documents pages', async () => {
    await page.goto(`${portalUrl}/en-gb/identification/upload-id-document`)
    const name = '<img src=x onerror=window.__named=1>.pdf'
    await page.locator('input[type=file]').setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: readFileSync(join(fixtures, 'statement.pdf')),
    })
    await page.getByRole('button', { name: 'Upload file' }).click()
    await expect.poll(() => page.getByTestId('uploaded-files').textContent()).toContain(name)
    expect((await depotFiles()).map((file) => file.fileName)).toContain(name)
    await page.goto(`${portalUrl}/en-gb/documents`)
    await expect.poll(() => page.locator('main').textContent()).toContain(name)
    expect(await page.locator('main img[src="x"]').count()).toBe(0)
    expect(await page.evaluate(() => '__named' in window)).toBe(false)
  })
})

describe('upload progress', () => {
  it('shows a progress bar while a 2 MB PDF goes up on a slow line', async () => {
    const padded = join(tmpdir(), `statement-${Date.now()}.pdf`)
    writeFileSync(
      padded,
      Buffer.concat([
        readFileSync(join(fixtures, 'statement.pdf')),
        Buffer.alloc(2 * 1024 * 1024, 0x20),
      ]),
    )
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 10 * 1024 * 1024,
      uploadThroughput: 512 * 1024,
    })
    await page.goto(`${portalUrl}/en-gb/identification/upload-proof-of-address`)
    await page.locator('input[type=file]').setInputFiles(padded)
    await page.getByRole('button', { name: 'Upload file' }).click()
    await page.getByRole('progressbar').waitFor({ state: 'visible', timeout: 10_000 })
    await expect.poll(() => page.getByTestId('uploaded-files').count(), { timeout: 30_000 }).toBe(1)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await cdp.detach()
    rmSync(padded, { force: true })
  })
})

describe('user account', () => {
  it('changes the mobile number after an mTAN to the current and a code to the new number', async () => {
    const before = await lastSmsId()
    await page.goto(`${portalUrl}/en-gb/user-account/edit/mobile-number`)
    await page.getByLabel(/^New mobile number/).fill('0170 1234567')
    await page.getByRole('button', { name: 'Change mobile number' }).click()
    const sca = await newestCode(before)
    await page.getByLabel(/^mTAN/).fill(sca.code)
    await page.getByRole('button', { name: 'Confirm with mTAN' }).click()
    const confirmation = await newestCode(sca.id)
    expect(confirmation.phone.replace(/\s/g, '')).toBe('+491701234567')
    await page.getByLabel(/^Code sent to the new number/).fill(confirmation.code)
    await page.getByRole('button', { name: 'Confirm with mTAN' }).click()
    await expect
      .poll(() => page.getByTestId('mobile-changed').textContent())
      .toContain('+49 170 1234567')
  })
})

describe('documents', () => {
  it('downloads an own document as an attachment with nosniff and its own CSP; an unknown id is 404', async () => {
    await page.goto(`${portalUrl}/en-gb/documents`)
    const link = page.getByTestId('document').first().getByRole('link')
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/en-gb\/documents\/[^/]+\/download$/)
    const response = await context.request.get(`${portalUrl}${href}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-disposition']).toMatch(/^attachment/)
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    // the file's own policy, not the portal's pages' (lib/security/download-policy.ts)
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; sandbox")
    const other = await context.request.get(
      `${portalUrl}/en-gb/documents/not-a-document-of-yours/download`,
    )
    expect(other.status()).toBe(404)
  })

  it('filters by type', async () => {
    await page.goto(`${portalUrl}/en-gb/documents?type=id_document`)
    const rows = page.getByTestId('document')
    await expect.poll(() => rows.count()).toBeGreaterThan(0)
    for (const text of await rows.allTextContents()) expect(text).toContain('ID document')
  })
})

describe('postbox', () => {
  it('opens a new message with action=write-message, sends it and shows it under Sent as text', async () => {
    const subject = `Question <img src=x onerror="window.__pwned=1"> ${Date.now()}`
    await page.goto(`${portalUrl}/en-gb/postbox/messages?action=write-message`)
    await page.getByLabel(/^Subject/).fill(subject)
    await page.getByLabel(/^Your message/).fill('Hello,\n<script>window.__pwned=1</script>')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect.poll(() => page.getByTestId('message-sent').count()).toBe(1)
    await page.goto(`${portalUrl}/en-gb/postbox/messages?folder=sent`)
    await expect.poll(() => page.getByTestId('message-list').textContent()).toContain(subject)
    await page.getByTestId('message').filter({ hasText: subject }).getByRole('link').click()
    await expect
      .poll(() => page.getByTestId('thread').textContent())
      .toContain('<script>window.__pwned=1</script>')
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  })
})

/** en-gb, or for a page of a product en-gb does not sell the first locale that has it. */
function englishOrFirstLocale(path: string) {
  const route = routeEntries().find(([, entry]) => entry.path === path.split('?')[0])?.[1]
  return route?.locales && !route.locales.includes('en-gb') ? route.locales[0] : 'en-gb'
}

describe('every screen at 320 px', () => {
  it.each([
    '/my-details',
    '/my-details/edit-address',
    '/my-details/financial-information',
    '/my-data/validate',
    '/my-details/initial-reference-account',
    '/user-account',
    '/user-account/edit/mobile-number',
    '/user-account/edit/email-address',
    '/user-account/edit/password',
    '/identification',
    '/identification/upload-proof-of-address',
    '/documents',
    '/postbox/messages',
    '/postbox/messages?action=write-message',
    '/notifications',
    '/exemption-order',
    '/liquid-pension-transfer-notice/consent',
    '/transfer-flow/direct-debit-mandate/consent',
  ])('%s fits without sideways scrolling and has no axe violations', async (path) => {
    const narrow = await sameLogin(browser, context, { viewport: { width: 320, height: 800 } })
    const small = await narrow.newPage()
    const locale = englishOrFirstLocale(path)
    await small.goto(`${portalUrl}/${locale}${path}`)
    expect(new URL(small.url()).pathname).toBe(`/${locale}${path.split('?')[0]}`)
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    )
    const results = await axeOn(small).analyze()
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
    ).toEqual([])
    await narrow.close()
  })
})

/** The balance of the customer's overnight deposit, straight from the sandbox's ledger. */
async function overnightBalance(): Promise<number | undefined> {
  const response = await fetch(`${sandboxUrl}/das/v1/customers/${customer.id}/savings`, {
    headers: { authorization: `Bearer ${await sandboxTokenOf(sandboxUrl, customer.username)}` },
  })
  const { deposits } = (await response.json()) as {
    deposits: { productType: string; balance: number }[]
  }
  return deposits.find((deposit) => deposit.productType === 'overnight_deposit')?.balance
}

/** Asks for a payout of 10.00 from the overnight deposit (the first step: an mTAN is sent). */
async function requestOvernightPayout() {
  await page.goto(`${portalUrl}/en-gb/account-withdrawal`)
  const select = page.getByRole('combobox', { name: 'Pay out from' })
  const overnight = await select
    .locator('option')
    .filter({ hasText: /Overnight deposit/ })
    .first()
    .getAttribute('value')
  await select.selectOption(overnight ?? '')
  await page.getByRole('textbox', { name: /Amount in EUR/ }).fill('10.00')
  await page.getByRole('button', { name: 'Send me an mTAN' }).click()
}

describe('locking the mTAN', () => {
  it('refuses a payout and a data change while locked, moving nothing; support unlocks it', async () => {
    page.setDefaultTimeout(15_000)
    const balance = await overnightBalance()
    expect(balance).toBeGreaterThan(1_000)
    const smsBefore = await lastSmsId()

    await page.goto(`${portalUrl}/en-gb/user-account`)
    await page.getByRole('button', { name: 'Lock mTAN' }).click()
    const dialog = page.getByRole('dialog', { name: 'Lock the mTAN?' })
    await dialog.getByRole('button', { name: 'Yes, lock the mTAN' }).click()
    expect(await page.getByTestId('mtan-locked').textContent()).toContain(
      'Customer service can unlock it.',
    )
    // No unlock in the portal: whoever has the lost phone or the password must not lift it.
    expect(await page.getByRole('button', { name: /unlock/i }).count()).toBe(0)

    // A payout needs an mTAN: refused at the first step, no code sent, no money moved.
    await requestOvernightPayout()
    await page.getByTestId('withdrawal-error').waitFor()
    expect(await page.getByTestId('withdrawal-code-step').count()).toBe(0)

    // A data change needs an mTAN too: refused with the reason, what was typed is kept.
    await page.goto(`${portalUrl}/en-gb/my-details/edit-address`)
    await page.getByLabel(/^City/).fill('Potsdam')
    await page.getByRole('button', { name: 'Save address' }).click()
    await page
      .getByText('Your mTAN is locked. Please contact customer service to unlock it.')
      .waitFor()
    expect(await page.getByTestId('sca-step').count()).toBe(0)
    expect(await page.getByLabel(/^City/).inputValue()).toBe('Potsdam')

    expect(await overnightBalance()).toBe(balance)
    expect(await lastSmsId()).toBe(smsBefore)

    // Customer service unlocks it (the local sandbox's stand-in for the support desk).
    const unlocked = await fetch(`${sandboxUrl}/ums/v1/sandbox/support/mtan-unlock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: customer.username }),
    })
    expect(await unlocked.json()).toEqual({ locked: false, lockedAt: null })
    // The customer learns of it in the portal too, not only by mail.
    await page.goto(`${portalUrl}/en-gb/notifications`)
    expect(
      await page
        .getByTestId('notification')
        .filter({ hasText: 'Your mTAN is unlocked' })
        .textContent(),
    ).toContain('Customer service unlocked your mTAN')
    await page.goto(`${portalUrl}/en-gb/user-account`)
    await page.getByRole('button', { name: 'Lock mTAN' }).waitFor()
    expect(await page.getByTestId('mtan-locked').count()).toBe(0)
    await requestOvernightPayout()
    await page.getByTestId('withdrawal-code-step').waitFor()
    expect(await lastSmsId()).toBeGreaterThan(smsBefore)
    expect(await overnightBalance()).toBe(balance)
  }, 90_000)
})

describe('blocking the account', () => {
  it('asks for confirmation, ends the session with the block notice and refuses the next login', async () => {
    page.setDefaultTimeout(10_000)
    await page.goto(`${portalUrl}/en-gb/user-account`)
    await page.getByRole('button', { name: 'Block account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Block your account?' })
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Yes, block my account' }).click()
    await page.waitForURL(/\/en-gb\/login\?reason=blocked/)
    expect(await page.getByTestId('login-notice').textContent()).toContain('customer service')

    await page.goto(`${portalUrl}/en-gb/dashboard`)
    expect(new URL(page.url()).pathname).toBe('/en-gb/login')

    await logIn(page, customer.username)
    await expect
      .poll(() => page.getByTestId('login-form').textContent())
      .toContain('This customer account is blocked')
    expect(new URL(page.url()).pathname).toBe('/en-gb/login')
  }, 90_000)
})
