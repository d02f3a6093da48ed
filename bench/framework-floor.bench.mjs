// The framework's floor on this machine: a bare Next.js app (bench/floor-app) with no middleware,
// styles or client code, measured like the portal. One page holds a heading and a paragraph; the
// other is as large as the portal's offers page, built from its markup, so it shows what Next.js
// and React cost for that content before any of the portal's own code. The portal's Lighthouse
// and SSR figures are read against these.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { step } from '../scripts/lib/run.mjs'
import { run, stop, waitForUrl } from '../scripts/lib/servers.mjs'
import { cannon } from './lib/cannon.mjs'
import { formatMedian, formatWhy, medianMobileScore, mobileRuns } from './lib/lighthouse.mjs'
import { fixed } from './lib/table.mjs'

const appDir = 'bench/floor-app'
const port = Number(process.env.BENCH_FLOOR_PORT ?? 13490)

async function documentOf(url) {
  return (await fetch(url)).text()
}

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

function startFloorApp(env) {
  return run('floor-app', 'npx', ['next', 'start', '-p', String(port), appDir], {
    env: { ...env, NODE_ENV: 'production' },
    quiet: true,
  })
}

export async function measure({ portalUrl }) {
  const offersHtml = await documentOf(`${portalUrl}/de-de`)
  const workDir = mkdtempSync(join(tmpdir(), 'floor-app-'))
  const markupFile = join(workDir, 'markup.html')
  writeFileSync(markupFile, markupOfSize(offersHtml, Buffer.byteLength(offersHtml)))
  const env = { FLOOR_MARKUP_FILE: markupFile, NEXT_TELEMETRY_DISABLED: '1' }
  step('build the framework-floor app', 'npx', ['next', 'build', appDir], env)
  const server = startFloorApp(env)
  try {
    const floorUrl = `http://127.0.0.1:${port}`
    await waitForUrl(`${floorUrl}/`, { child: server })
    const sizedKb = Buffer.byteLength(await documentOf(`${floorUrl}/sized`)) / 1024
    const offersKb = Buffer.byteLength(offersHtml) / 1024
    const lighthouse = await medianMobileScore(`${floorUrl}/`)
    const sizedLighthouse = await medianMobileScore(`${floorUrl}/sized`)
    const bare = await cannon(`${floorUrl}/`)
    const sized = await cannon(`${floorUrl}/sized`)
    return [
      {
        measure: `floor: bare Next page Lighthouse mobile (median of ${mobileRuns})`,
        value: formatMedian(lighthouse),
      },
      {
        measure: 'floor: bare Next page mobile, observed and simulated (medians)',
        value: formatWhy(lighthouse),
      },
      {
        measure: `floor: static Next page with the offers markup, Lighthouse mobile (median of ${mobileRuns})`,
        value: formatMedian(sizedLighthouse),
      },
      {
        measure: 'floor: static Next page with the offers markup, observed and simulated (medians)',
        value: formatWhy(sizedLighthouse),
      },
      {
        measure: 'floor: bare Next page req/s, p99 ms (50 conn)',
        value: `${fixed(bare.requests.average, 0)}, ${bare.latency.p99}`,
      },
      {
        measure: `floor: static Next page of ${fixed(sizedKb, 0)} kB (offers ${fixed(offersKb, 0)} kB) req/s, p99 ms`,
        value: `${fixed(sized.requests.average, 0)}, ${sized.latency.p99}`,
      },
    ]
  } finally {
    await stop(server)
    rmSync(workDir, { recursive: true, force: true })
  }
}
