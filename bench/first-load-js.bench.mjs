// First-load JavaScript per route against an empty page of a bare Next.js app of the same Next
// version (bench/floor-app): the gzip sum of the script chunks each page's HTML references.
import { gzipSync } from 'node:zlib'
import { fixed } from './lib/table.mjs'

async function firstLoadKb(portalUrl, path, headers = {}) {
  const html = await (await fetch(`${portalUrl}${path}`, { headers })).text()
  const sources = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]))
  let gzipBytes = 0
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, portalUrl))).arrayBuffer())
    gzipBytes += gzipSync(body, { level: 9 }).length
  }
  return gzipBytes / 1024
}

/** Public pages: at most 1.25 times the bare Next page (issue 18's bound). */
const publicBound = 1.25

const routes = [
  ['offers page', '/de-de', publicBound],
  // the same page in another language: a page loads only its own language's messages, so the
  // figure stays the de-de one however many languages the portal has
  ['offers page fi-fi', '/fi-fi', publicBound],
  ['term tab', '/de-de/deposits/term', publicBound],
  [
    'invest promotion page (prognosis; model and chart load after)',
    '/de-de/vermoegensverwaltung',
    publicBound,
  ],
  ['pension promotion page', '/de-de/zinsportfolio', publicBound],
  ['US offers', '/en-us', publicBound],
  ['bank page', '/de-de/banks', publicBound],
  ['press page', '/de-de/press', publicBound],
  ['login page', '/de-de/login', undefined],
]

export async function measure({ portalUrl, floorUrl }) {
  const empty = await firstLoadKb(floorUrl, '/empty')
  const rows = [{ measure: 'first-load JS bare Next empty page (gzip kB)', value: fixed(empty, 1) }]
  for (const [name, path, target] of routes) {
    const resolved = name === 'bank page' ? await firstBankPath(portalUrl) : path
    const kb = await firstLoadKb(portalUrl, resolved)
    rows.push({
      measure: `first-load JS ${name} / bare Next empty page`,
      value: `${fixed(kb / empty, 3)} (${fixed(kb, 1)} kB)`,
      target: target ? `<= ${target.toFixed(2)}` : undefined,
      met: target ? kb / empty <= target : undefined,
    })
  }
  return rows
}

async function firstBankPath(portalUrl) {
  const html = await (await fetch(`${portalUrl}/de-de`)).text()
  return html.match(/href="(\/de-de\/banks\/[a-z0-9-]+)"/)?.[1] ?? '/de-de/banks/unknown'
}
