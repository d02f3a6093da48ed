// The framework floor: bench/floor-app, a bare Next.js app (no middleware, styles or client code)
// built and started beside the portal, so every ratio is read against Next.js alone in the same
// run. Its `/sized` page carries the portal's offers markup, so it is built after the portal runs.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { step } from '../../scripts/lib/run.mjs'
import { run, stop, waitForUrl } from '../../scripts/lib/servers.mjs'

const appDir = 'bench/floor-app'

/**
 * The offers page's body without scripts, cut at a tag so that the floor page (its markup plus
 * the same string again in the RSC payload) weighs about as much as the offers page.
 */
function markupOfSize(html, targetBytes) {
  const body = html
    .replace(/^[\s\S]*?<body[^>]*>/, '')
    .replace(/<\/body>[\s\S]*$/, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
  const cut = body.lastIndexOf('>', Math.floor(targetBytes / 2.1)) + 1
  return body.slice(0, cut)
}

/** Where the floor app with a middleware is built: a copy inside the repository, so `next` resolves. */
const middlewareAppDir = 'bench/.floor-app-middleware'
const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * A middleware on the portal's runtime (edge, `middleware.ts`) that changes nothing: what running
 * one costs each request, whatever it decides.
 */
const passThroughMiddleware = `import { NextResponse } from 'next/server'

export function middleware() {
  return NextResponse.next()
}
`

/**
 * Builds and starts the floor app with the markup of `offersHtml`; stop() ends it. With
 * `middleware`, a copy of it that also runs a pass-through edge middleware on every page; with
 * `bank` (`{ url, customers }`), its `/bank-calls/<n>` page makes customer n's bank calls.
 */
export async function startFloorApp(offersHtml, port, { middleware = false, bank } = {}) {
  const workDir = mkdtempSync(join(tmpdir(), 'floor-app-'))
  const markupFile = join(workDir, 'markup.html')
  writeFileSync(markupFile, markupOfSize(offersHtml, Buffer.byteLength(offersHtml)))
  const env = { FLOOR_MARKUP_FILE: markupFile, NEXT_TELEMETRY_DISABLED: '1' }
  if (bank) {
    // `/bank-calls/<n>` makes customer n's calls (`[{ token, calls: [[method, path]] }]`) first
    const callsFile = join(workDir, 'bank-calls.json')
    writeFileSync(callsFile, JSON.stringify(bank.customers))
    Object.assign(env, { FLOOR_BANK_URL: bank.url, FLOOR_BANK_CALLS_FILE: callsFile })
  }
  let dir = appDir
  if (middleware) {
    dir = middlewareAppDir
    rmSync(join(root, dir), { recursive: true, force: true })
    cpSync(join(root, appDir), join(root, dir), {
      recursive: true,
      filter: (source) => !source.includes('.next'),
    })
    writeFileSync(join(root, dir, 'middleware.js'), passThroughMiddleware)
  }
  const name = middleware
    ? 'framework-floor app with a pass-through middleware'
    : 'framework-floor app'
  step(`build the ${name}`, 'npx', ['next', 'build', dir], env)
  const server = run('floor-app', 'npx', ['next', 'start', '-p', String(port), dir], {
    env: { ...env, NODE_ENV: 'production' },
    quiet: true,
  })
  const url = `http://127.0.0.1:${port}`
  await waitForUrl(`${url}/`, { child: server })
  return {
    url,
    stop: async () => {
      await stop(server)
      rmSync(workDir, { recursive: true, force: true })
      if (middleware) rmSync(join(root, dir), { recursive: true, force: true })
    },
  }
}
