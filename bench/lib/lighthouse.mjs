// Lighthouse performance runs in Debian chromium, one fresh browser per run.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs'

const chromeFlags = ['--headless', ...chromiumArgs]

/** Mobile scores move by several points between runs here: benches report a median. */
export const mobileRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5)

/** A first frame shown this much later than it was painted was held back by the browser. */
const stallMs = 500

/**
 * When the renderer first painted the page, from the run's trace (ms after navigation start).
 * The observed first paint is when Chromium showed that frame; in headless Chromium with
 * Lighthouse's screen emulation the two are sometimes about a second apart, with the page idle.
 */
function paintedMs(traceEvents = []) {
  const start = traceEvents.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
  )
  if (!start) return undefined
  const frame = start.args.frame
  const paint = traceEvents.find(
    (event) =>
      event.name === 'Paint' &&
      event.pid === start.pid &&
      event.ts > start.ts &&
      event.args?.data?.frame === frame,
  )
  return paint ? (paint.ts - start.ts) / 1000 : undefined
}

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
    const painted = paintedMs(result?.artifacts?.Trace?.traceEvents)
    return {
      layoutShift: metrics.cumulativeLayoutShift ?? 0,
      // Lighthouse 13 names the element in its LCP breakdown insight (the older audit is gone)
      largestPaintElement: largestPaintNode(
        (audits['lcp-breakdown-insight'] ?? audits['largest-contentful-paint-element'])?.details,
      ),
      paintedMs: painted,
      stalled: painted !== undefined && firstPaintMs - painted > stallMs,
      score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
      firstPaintMs,
      scriptsBeforePaint: beforePaint.length,
      scriptKbBeforePaint:
        beforePaint.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
      // Simulated: the first paint counts only render-blocking requests, the largest paint every
      // request finished before it (Lantern), so the gap between the two is the scripts' share.
      simulatedFirstPaintMs: metrics.firstContentfulPaint,
      largestPaintMs: metrics.largestContentfulPaint,
      blockingMs: metrics.totalBlockingTime,
    }
  } finally {
    await chrome.kill()
  }
}

/**
 * The element of the largest paint: its text (Lighthouse's label) and its opening tag. It is a
 * node item of the details' list (Lighthouse 13) or a row's node of one of its tables (12).
 */
function largestPaintNode(details) {
  const parts = details?.type === 'list' ? details.items : [details]
  for (const part of parts ?? []) {
    const node =
      part?.type === 'node' ? part : part?.items?.find((item) => item?.node?.type === 'node')?.node
    if (node) return { label: node.nodeLabel ?? '', snippet: node.snippet ?? '' }
  }
  return undefined
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
  const stalled = results.filter((result) => result.stalled)
  const others = results.filter((result) => !result.stalled).map((result) => result.score)
  return {
    runs,
    median: median(scores),
    stalledRuns: stalled.length,
    stallDelayMs: median(stalled.map((result) => result.firstPaintMs - result.paintedMs)),
    medianOfOthers: others.length > 0 ? median(others) : undefined,
    low: scores[0],
    high: scores.at(-1),
    firstPaintMs: of('firstPaintMs'),
    scriptsBeforePaint: of('scriptsBeforePaint'),
    scriptKbBeforePaint: of('scriptKbBeforePaint'),
    simulatedFirstPaintMs: of('simulatedFirstPaintMs'),
    largestPaintMs: of('largestPaintMs'),
    blockingMs: of('blockingMs'),
    layoutShiftMax: Math.max(...results.map((result) => result.layoutShift)),
    largestPaintElements: results.map((result) => result.largestPaintElement),
  }
}

export function formatMedian({ median, low, high }, runs = mobileRuns) {
  return runs > 1 ? `${median} (${low}–${high})` : String(median)
}

/**
 * "2 of 5 runs (shown 980 ms after painted); median of the other runs 90", or "none": how often
 * headless Chromium held back a frame the page had painted, which delays the observed first paint
 * and so every script loaded meanwhile counts into the simulated largest paint.
 */
export function formatStalls(mobile) {
  if (mobile.stalledRuns === 0) return 'none'
  const delay = `shown ${Math.round(mobile.stallDelayMs)} ms after painted`
  const others =
    mobile.medianOfOthers === undefined ? '' : `; median of the other runs ${mobile.medianOfOthers}`
  return `${mobile.stalledRuns} of ${mobile.runs} runs (${delay})${others}`
}

/** "paint 210 ms after 12 scripts (160 kB) → FCP 0.9 s, LCP 2.4 s, TBT 220 ms" (medians). */
export function formatWhy(mobile) {
  const ms = (value) => `${Math.round(value)} ms`
  const count = mobile.scriptsBeforePaint
  const scripts = `${count} script${count === 1 ? '' : 's'} (${Math.round(mobile.scriptKbBeforePaint)} kB)`
  const seconds = (value) => `${(value / 1000).toFixed(1)} s`
  return `paint ${ms(mobile.firstPaintMs)} after ${scripts} → FCP ${seconds(mobile.simulatedFirstPaintMs)}, LCP ${seconds(mobile.largestPaintMs)}, TBT ${ms(mobile.blockingMs)}`
}
