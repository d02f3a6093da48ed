/**
 * Middleware decision time per request: the portal's middleware against next-intl's
 * `createMiddleware` on the same requests. Prints figures and ratios; asserts nothing.
 * Run: cd apps/portal && npx tsx ../../bench/middleware.bench.ts
 */
import { defaultLocale, portalLocales } from '@portal/domain/locales'
import { NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { getHost } from '@/lib/routing/get-host'
import { routeRequest } from '@/lib/routing/route-request'
import { routingConfig } from '@/lib/routing/routing-hosts'
import { middleware } from '@/middleware'

const nextIntl = createMiddleware({
  locales: [...portalLocales],
  defaultLocale,
  localePrefix: 'always',
})

const requests: Array<[string, Record<string, string>]> = [
  ['/', { 'accept-language': 'en-GB,en;q=0.8' }],
  ['/de-de', {}],
  ['/en-gb/login', {}],
  ['/register', { 'accept-language': 'fr-FR' }],
  ['/en-us/', {}],
  ['/de-de/refer-a-friend', { 'accept-language': 'de' }],
  ['/nl-nl/dashboard', {}],
  ['/de-de/no-such-page', {}],
]

function make(path: string, headers: Record<string, string>) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers: { host: 'localhost:3000', ...headers },
  })
}

async function time(label: string, run: (request: NextRequest) => unknown, rounds: number) {
  const batch = requests.map(([path, headers]) => make(path, headers))
  for (let i = 0; i < 200; i += 1) for (const request of batch) await run(request)
  const start = performance.now()
  for (let i = 0; i < rounds; i += 1) for (const request of batch) await run(request)
  const perRequestUs = ((performance.now() - start) * 1000) / (rounds * batch.length)
  console.log(`${label.padEnd(44)} ${perRequestUs.toFixed(2).padStart(8)} µs/request`)
  return perRequestUs
}

const rounds = Number(process.env.BENCH_ROUNDS ?? 2000)
const hosts = await routingConfig()
const decision = await time(
  'portal routing decision (routeRequest)',
  (request) =>
    routeRequest({
      host: getHost(request.headers),
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.search,
      acceptLanguage: request.headers.get('accept-language'),
      hosts,
    }),
  rounds,
)
const portal = await time('portal middleware (routing + session + CSP)', middleware, rounds)
const reference = await time('next-intl createMiddleware', nextIntl, rounds)
console.log(`ratio decision / next-intl:   ${(decision / reference).toFixed(3)}x (target <= 0.5x)`)
console.log(`ratio middleware / next-intl: ${(portal / reference).toFixed(3)}x`)
