// The load bench's customers: every seeded login (the demo users and one customer per market),
// each on its own market's pages, logged in through the portal's login form in Chromium. Each
// keeps its cookies as the portal sets them (a refreshed session replaces the old one).

const demoLogins = ['personal', 'joint', 'business', 'multi'].map((name) => ({
  username: `demo.${name}@example.com`,
  locale: 'de-de',
}))
const marketLocales = ['de-de', 'de-at', 'en-gb', 'en-ie', 'es-es', 'fr-fr', 'nl-nl', 'pl-pl']
const moreMarkets = ['fi-fi', 'it-it', 'de-ch', 'en-us']
const marketLogins = [...marketLocales, ...moreMarkets].map((locale) => ({
  username: `demo.${locale}@example.com`,
  locale,
}))

/** A cookie jar of one customer. */
/** The password of every seeded login and of the customers the bench registers. */
const password = 'Demo-Password-1'

function jar(cookies) {
  const values = new Map(cookies.map(({ name, value }) => [name, value]))
  return {
    cookie: () => [...values].map(([name, value]) => `${name}=${value}`).join('; '),
    keep(setCookies) {
      for (const line of setCookies) {
        const [pair, ...attributes] = line.split(';')
        const at = pair.indexOf('=')
        const name = pair.slice(0, at).trim()
        const value = pair.slice(at + 1).trim()
        const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
        if (expired || value === '') values.delete(name)
        else values.set(name, value)
      }
    },
  }
}

/** Logs `count` customers in (16 seeded logins; the rest are new registrations of the sandbox). */
export async function loginCustomers(portalUrl, sandboxUrl, count = 20) {
  const logins = [...demoLogins, ...marketLogins]
  for (let index = logins.length; index < count; index += 1) {
    const username = await register(sandboxUrl, index).catch((error) => console.warn(`${error}`))
    if (username) logins.push({ username, locale: 'de-de' })
  }
  const { launchChromium } = await import('../../scripts/lib/chromium.mjs')
  const browser = await launchChromium()
  try {
    const customers = []
    for (const { username, locale } of logins.slice(0, count)) {
      const customer = await login(browser, portalUrl, username, locale).catch((error) => {
        console.warn(`login of ${username} failed: ${error}`)
      })
      if (customer) customers.push(customer)
    }
    return customers
  } finally {
    await browser.close()
  }
}

async function login(browser, portalUrl, username, locale) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${portalUrl}/${locale}/login`)
    await page.locator('input[name=username]').fill(username)
    await page.locator('input[name=password]').fill(password)
    await Promise.all([
      page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 }),
      page.getByTestId('login-form').getByRole('button').click(),
    ])
    return { username, locale, ...jar(await context.cookies()) }
  } finally {
    await context.close()
  }
}

async function register(sandboxUrl, index) {
  const email = `load.customer.${index}.${Date.now()}@example.com`
  const response = await fetch(`${sandboxUrl}/ums/v1/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      firstName: 'Load',
      lastName: `Customer ${index}`,
      accountType: 'PERSONAL',
    }),
  })
  if (!response.ok) throw new Error(`registration ${email}: ${response.status}`)
  return email
}

/** An access token of the customer's own, from the identity provider's password grant. */
export async function accessToken(sandboxUrl, username) {
  const response = await fetch(`${sandboxUrl}/idp/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      client_id: 'savings-portal',
    }),
  })
  if (!response.ok) throw new Error(`token of ${username}: ${response.status}`)
  return (await response.json()).access_token
}
