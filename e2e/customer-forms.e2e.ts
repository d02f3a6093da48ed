import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from './browser'
import { loggedIn } from './support/security'

const portalUrl = inject('portalUrl')

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name })

describe('customer forms after an error', () => {
  it('keep what was typed, the mTAN too unless the code itself was wrong', async () => {
    const context = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
    const page = await context.newPage()
    await page.goto(`${portalUrl}/en-gb/my-details/edit-address`)
    await field(page, /^Street/).fill('Neue Straße')
    await field(page, /^House number/).fill('7a')
    await field(page, /^Postal code/).fill('ABC')
    await field(page, /^City/).fill('Berlin')
    await page.getByRole('button', { name: 'Save address' }).click()

    await expect.poll(() => field(page, /^Postal code/).getAttribute('aria-invalid')).toBe('true')
    expect(await field(page, /^Street/).inputValue()).toBe('Neue Straße')
    expect(await field(page, /^House number/).inputValue()).toBe('7a')
    expect(await field(page, /^City/).inputValue()).toBe('Berlin')
    expect(await field(page, /^Postal code/).inputValue()).toBe('ABC')

    await field(page, /^Postal code/).fill('10115')
    await page.getByRole('button', { name: 'Save address' }).click()
    await page.getByTestId('sca-step').waitFor()
    await field(page, /^mTAN/).fill('12ab')
    await page.getByRole('button', { name: 'Confirm with mTAN' }).click()
    await expect.poll(() => field(page, /^mTAN/).getAttribute('aria-invalid')).toBe('true')
    expect(await field(page, /^mTAN/).inputValue()).toBe('12ab')
    expect(await field(page, /^Street/).inputValue()).toBe('Neue Straße')
    expect(await field(page, /^Postal code/).inputValue()).toBe('10115')
    await context.close()
  })
})
