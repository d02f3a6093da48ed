// Counts the backend calls of one server render per customer page: a sandbox, a counting proxy
// in front of it and the built portal (`next build` first), the proxy being the portal's only
// backend (PORTAL_API_BASE_URL and the token issuer). demo.personal logs in through the login
// form, then each page is requested once (HTML and its streamed parts) and the calls that reached
// the proxy meanwhile are listed. The middleware's services probe (`GET /ums/v1/users/me`) is
// among them: it is reused for 2 s per session, so the pages are fetched 2.5 s apart. A path
// with `{deposit}` names the customer's first deposit (deposit ids differ in every seed).
//
//   node apps/portal/scripts/count-backend-calls.mjs [/de-de/dashboard …]
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from '../../../scripts/lib/chromium.mjs'
import { startPortal, startSandbox, stop } from '../../../scripts/lib/servers.mjs'

const sandboxPort = 28080
const proxyPort = 28081
const portalPort = 23000
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/de-de/dashboard',
      '/de-de/account-transactions',
      '/de-de/postbox/messages',
      '/de-de/dashboard/savings/deposits/{deposit}',
    ]

const calls = []
const proxy = createServer((incoming, answer) => {
  calls.push(`${incoming.method} ${incoming.url.split('?')[0]}`)
  const upstream = request(
    {
      port: sandboxPort,
      host: '127.0.0.1',
      path: incoming.url,
      method: incoming.method,
      headers: incoming.headers,
    },
    (response) => {
      answer.writeHead(response.statusCode ?? 502, response.headers)
      response.pipe(answer)
    },
  )
  upstream.on('error', () => answer.destroy())
  incoming.pipe(upstream)
})
await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve))

const dataDir = mkdtempSync(join(tmpdir(), 'count-calls-'))
const issuer = `http://127.0.0.1:${proxyPort}/idp`
const sandbox = await startSandbox({
  port: sandboxPort,
  dataDir,
  quiet: true,
  env: { SANDBOX_ISSUER: issuer },
})
const portal = await startPortal({
  port: portalPort,
  sandboxPort: proxyPort,
  quiet: true,
  env: { IDENTITY_ISSUER: issuer },
})
const browser = await launchChromium()
try {
  const portalUrl = `http://127.0.0.1:${portalPort}`
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${portalUrl}/de-de/login?next=%2Fde-de%2Fdashboard`)
  await page.locator('input[name=username]').fill('demo.personal@example.com')
  await page.locator('input[name=password]').fill('Demo-Password-1')
  await page.getByTestId('login-form').getByRole('button').click()
  await page.waitForURL(`${portalUrl}/de-de/dashboard`)
  await page.goto(`${portalUrl}/de-de/dashboard/savings/all`)
  const depositLink = await page.locator('a[href*="/deposits/"]').first().getAttribute('href')
  const depositId = depositLink?.split('/deposits/')[1]?.split(/[?#]/)[0] ?? ''
  for (const path of pages.map((entry) => entry.replace('{deposit}', depositId))) {
    // a warm-up render (compiles nothing in production, but fills Next's caches of public data)
    await context.request.get(`${portalUrl}${path}`)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    calls.length = 0
    const response = await context.request.get(`${portalUrl}${path}`, { maxRedirects: 0 })
    await response.body()
    const counted = [...calls]
    const byCall = new Map()
    for (const call of counted) byCall.set(call, (byCall.get(call) ?? 0) + 1)
    console.log(`\n${path} → ${response.status()}: ${counted.length} backend calls`)
    for (const [call, count] of [...byCall].sort()) console.log(`  ${count} × ${call}`)
  }
} finally {
  await browser.close()
  await stop(portal)
  await stop(sandbox)
  proxy.close()
  rmSync(dataDir, { recursive: true, force: true })
}
