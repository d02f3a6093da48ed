// Lighthouse performance scores (mobile and desktop) in Debian chromium for key pages.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs'

const chromeFlags = ['--headless', ...chromiumArgs]
/** Mobile scores move by several points between runs here: the median of a few is reported. */
const mobileRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5)

async function score(url, config) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
      config,
    )
    return Math.round((result?.lhr.categories.performance.score ?? 0) * 100)
  } finally {
    await chrome.kill()
  }
}

async function medianScore(url, runs) {
  const scores = []
  for (let run = 0; run < runs; run += 1) scores.push(await score(url, undefined))
  scores.sort((a, b) => a - b)
  return { median: scores[Math.floor(scores.length / 2)], low: scores[0], high: scores.at(-1) }
}

export async function measure({ portalUrl }) {
  const rows = []
  for (const [name, path] of [
    ['offers page', '/de-de'],
    ['login page', '/de-de/login'],
  ]) {
    // The first request of a cached page generates it; measure the page visitors get.
    await (await fetch(`${portalUrl}${path}`)).arrayBuffer()
    const mobile = await medianScore(`${portalUrl}${path}`, mobileRuns)
    const desktop = await score(`${portalUrl}${path}`, desktopConfig)
    rows.push(
      {
        measure: `Lighthouse ${name} mobile (median of ${mobileRuns})`,
        value: mobileRuns > 1 ? `${mobile.median} (${mobile.low}–${mobile.high})` : mobile.median,
        target: name === 'offers page' ? '>= 98' : undefined,
        met: name === 'offers page' ? mobile.median >= 98 : undefined,
      },
      { measure: `Lighthouse ${name} desktop`, value: desktop },
    )
  }
  return rows
}
