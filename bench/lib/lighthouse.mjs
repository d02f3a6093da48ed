// Lighthouse performance scores in Debian chromium, one fresh browser per run.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs'

const chromeFlags = ['--headless', ...chromiumArgs]

/** Mobile scores move by several points between runs here: benches report a median. */
export const mobileRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5)

export async function lighthouseScore(url, config) {
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

/** Median, lowest and highest mobile score of `runs` runs. */
export async function medianMobileScore(url, runs = mobileRuns) {
  const scores = []
  for (let run = 0; run < runs; run += 1) scores.push(await lighthouseScore(url, undefined))
  scores.sort((a, b) => a - b)
  return { median: scores[Math.floor(scores.length / 2)], low: scores[0], high: scores.at(-1) }
}

export function formatMedian({ median, low, high }, runs = mobileRuns) {
  return runs > 1 ? `${median} (${low}–${high})` : String(median)
}
