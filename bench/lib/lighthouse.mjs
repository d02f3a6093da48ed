// Lighthouse performance runs in Debian chromium, one fresh browser per run.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs'

const chromeFlags = ['--headless', ...chromiumArgs]

/** Mobile scores move by several points between runs here: benches report a median. */
export const mobileRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5)

/**
 * One run: the score, and what explains it. Lighthouse's simulation counts every script that
 * finished loading before the observed first paint into the largest paint, so those scripts are
 * printed next to the simulated largest paint and blocking time.
 */
export async function lighthouseRun(url, config) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
      config,
    )
    const audits = result?.lhr.audits ?? {}
    const metrics = audits.metrics?.details?.items?.[0] ?? {}
    const scripts = (audits['network-requests']?.details?.items ?? []).filter(
      (request) => request.resourceType === 'Script',
    )
    const firstPaintMs = metrics.observedFirstContentfulPaint ?? 0
    const beforePaint = scripts.filter((request) => (request.networkEndTime ?? 0) <= firstPaintMs)
    return {
      score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
      firstPaintMs,
      scriptsBeforePaint: beforePaint.length,
      scriptKbBeforePaint:
        beforePaint.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
      largestPaintMs: metrics.largestContentfulPaint,
      blockingMs: metrics.totalBlockingTime,
    }
  } finally {
    await chrome.kill()
  }
}

export async function lighthouseScore(url, config) {
  return (await lighthouseRun(url, config)).score
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Median, lowest and highest mobile score of `runs` runs, and the medians behind it. */
export async function medianMobileScore(url, runs = mobileRuns) {
  const results = []
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseRun(url, undefined))
  const scores = results.map((result) => result.score).sort((a, b) => a - b)
  const of = (key) => median(results.map((result) => result[key] ?? 0))
  return {
    median: median(scores),
    low: scores[0],
    high: scores.at(-1),
    firstPaintMs: of('firstPaintMs'),
    scriptsBeforePaint: of('scriptsBeforePaint'),
    scriptKbBeforePaint: of('scriptKbBeforePaint'),
    largestPaintMs: of('largestPaintMs'),
    blockingMs: of('blockingMs'),
  }
}

export function formatMedian({ median, low, high }, runs = mobileRuns) {
  return runs > 1 ? `${median} (${low}–${high})` : String(median)
}

/** "paint 210 ms after 12 scripts (160 kB) → LCP 2.4 s, TBT 220 ms" (medians). */
export function formatWhy(mobile) {
  const ms = (value) => `${Math.round(value)} ms`
  const count = mobile.scriptsBeforePaint
  const scripts = `${count} script${count === 1 ? '' : 's'} (${Math.round(mobile.scriptKbBeforePaint)} kB)`
  return `paint ${ms(mobile.firstPaintMs)} after ${scripts} → LCP ${(mobile.largestPaintMs / 1000).toFixed(1)} s, TBT ${ms(mobile.blockingMs)}`
}
