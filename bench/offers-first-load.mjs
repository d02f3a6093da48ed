// First-load JavaScript of the offers page against an empty page of the same build: the gzip sum
// of the script chunks each page's HTML references. Prints figures; asserts nothing.
import { gzipSync } from 'node:zlib'
import { offersServers } from './offers-servers.mjs'

async function firstLoadJs(portalUrl, path) {
  const html = await (await fetch(`${portalUrl}${path}`)).text()
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1])
  let gzipBytes = 0
  for (const source of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(source, portalUrl))).arrayBuffer())
    gzipBytes += gzipSync(body, { level: 9 }).length
  }
  return { chunks: new Set(sources).size, gzipKb: gzipBytes / 1024 }
}

const { portalUrl, close } = await offersServers()
try {
  const empty = await firstLoadJs(portalUrl, '/en-gb/bench-empty')
  const rows = []
  for (const path of ['/en-gb', '/de-de/deposits/term', '/de-de/deposits/notice']) {
    const offers = await firstLoadJs(portalUrl, path)
    rows.push({
      page: path,
      chunks: offers.chunks,
      'gzip kB': offers.gzipKb.toFixed(1),
      'vs empty': `${(offers.gzipKb / empty.gzipKb).toFixed(3)}×`,
    })
  }
  rows.unshift({
    page: '/en-gb/bench-empty',
    chunks: empty.chunks,
    'gzip kB': empty.gzipKb.toFixed(1),
    'vs empty': '1.000×',
  })
  console.table(rows)
  console.log('target: offers page ≤ 1.10× the empty page')
} finally {
  await close()
}
