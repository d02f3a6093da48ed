// The framework floor: bench/floor-app, a bare Next.js app (no middleware, styles or client code)
// built and started beside the portal, so every ratio is read against Next.js alone in the same
// run. Its `/sized` page carries the portal's offers markup, so it is built after the portal runs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

/** Builds and starts the floor app with the markup of `offersHtml`; stop() ends it. */
export async function startFloorApp(offersHtml, port) {
  const workDir = mkdtempSync(join(tmpdir(), 'floor-app-'))
  const markupFile = join(workDir, 'markup.html')
  writeFileSync(markupFile, markupOfSize(offersHtml, Buffer.byteLength(offersHtml)))
  const env = { FLOOR_MARKUP_FILE: markupFile, NEXT_TELEMETRY_DISABLED: '1' }
  step('build the framework-floor app', 'npx', ['next', 'build', appDir], env)
  const server = run('floor-app', 'npx', ['next', 'start', '-p', String(port), appDir], {
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
    },
  }
}
