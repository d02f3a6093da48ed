// Logs a demo user in through the portal's login form and returns the session cookies.
export async function loginCookies(portalUrl, username = 'demo.personal@example.com') {
  const { launchChromium } = await import('../../scripts/lib/chromium.mjs')
  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${portalUrl}/de-de/login`)
    await page.getByLabel(/Email address|E-Mail-Adresse/).fill(username)
    await page.getByLabel(/^(Password|Passwort)/).fill('Demo-Password-1')
    await Promise.all([
      page.waitForURL((url) => url.pathname.endsWith('/dashboard')),
      page.getByTestId('login-form').getByRole('button').click(),
    ])
    const cookies = await context.cookies()
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
  } finally {
    await browser.close()
  }
}
