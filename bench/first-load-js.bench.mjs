// First-load JavaScript per route against an empty page of the same build: the gzip sum of the
// script chunks each page's HTML references.
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

const routes = [
  ['offers page', '/de-de', 1.1],
  ['term tab', '/de-de/deposits/term', 1.1],
  ['US offers', '/en-us', undefined],
  ['bank page', '/de-de/banks', undefined],
  ['login page', '/de-de/login', undefined],
  ['press page', '/de-de/press', undefined],
]

export async function measure({ portalUrl }) {
  const empty = await firstLoadKb(portalUrl, '/de-de/bench-empty')
  const rows = [{ measure: 'first-load JS empty page (gzip kB)', value: fixed(empty, 1) }]
  for (const [name, path, target] of routes) {
    const resolved = name === 'bank page' ? await firstBankPath(portalUrl) : path
    const kb = await firstLoadKb(portalUrl, resolved)
    rows.push({
      measure: `first-load JS ${name} / empty`,
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
