import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from 'playwright-core'

import { launchChromium as launch } from '../scripts/lib/chromium.mjs'

/**
 * The test browser (see scripts/lib/chromium.mjs), its pages allowed 60 s for a navigation
 * instead of Playwright's 30: a page waiting for `networkidle` timed out at 30 s on a busy CI
 * machine.
 */
export async function launchChromium(options?: { full?: boolean }) {
  const browser = await launch(options)
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (...args) => {
    const context = await newContext(...args)
    context.setDefaultNavigationTimeout(60_000)
    return context
  }
  return browser
}

/** axe-core over the page with the WCAG 2.2 AA rules; returns the violations (none expected). */
export async function accessibilityViolations(context: BrowserContext, url: string) {
  const page = await context.newPage()
  // Wait until hydration and the page's own requests have settled, so axe sees the final document.
  await page.goto(url, { waitUntil: 'networkidle' })
  const violations = await pageViolations(page)
  await page.close()
  return violations
}

/**
 * axe with the WCAG 2.2 AA rules and best practices. Every rule runs; only the violations are
 * collected in full (`resultTypes`): gathering every passing node was most of axe's time on long
 * pages such as the products list.
 */
export function axeOn(page: Page) {
  return new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
}

/** axe on a page as it stands now: a dialog open, a form showing its messages. */
export async function pageViolations(page: Page) {
  const results = await axeOn(page).analyze()
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

/**
 * Another window of the same browser, logged in as `from`: a context at its own viewport that
 * starts with `from`'s cookies and gives them back when it closes. The portal rotates the refresh
 * token as it renews the session, and the identity provider ends a login whose used refresh token
 * comes back later than its grace: a copy that kept its rotated token to itself would leave `from`
 * holding a used one (the customer pages of a long run then ended on the login).
 */
export async function sameLogin(
  browser: Browser,
  from: BrowserContext,
  options: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  const context = await browser.newContext(options)
  await context.addCookies(await from.cookies())
  // Any request may renew the session (a prefetch after hydration too): one still on its way at
  // close would rotate the refresh token in an answer nobody reads, and `from` would get back the
  // used one. The close waits for them (at most 5 s) before it hands the cookies back.
  let inFlight = 0
  context.on('request', () => {
    inFlight += 1
  })
  const settled = () => {
    inFlight -= 1
  }
  context.on('requestfinished', settled)
  context.on('requestfailed', settled)
  const close = context.close.bind(context)
  context.close = async (...args) => {
    for (const started = Date.now(); inFlight > 0 && Date.now() - started < 5_000; ) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await from.addCookies(await context.cookies())
    return close(...args)
  }
  return context
}

/**
 * A page on a 320 px phone, logged in as `from` (its cookies): where it landed, how wide its
 * document is, and its axe violations.
 */
export async function atPhoneWidth(browser: Browser, from: BrowserContext, url: string) {
  const narrow = await sameLogin(browser, from, { viewport: { width: 320, height: 800 } })
  try {
    const page = await narrow.newPage()
    await page.goto(url, { waitUntil: 'networkidle' })
    return {
      path: new URL(page.url()).pathname,
      width: await page.evaluate(() => document.documentElement.scrollWidth),
      violations: await pageViolations(page),
    }
  } finally {
    await narrow.close()
  }
}
