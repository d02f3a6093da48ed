// Lighthouse performance scores (mobile and desktop) in Debian chromium for key pages, read against
// the bare Next.js page of the same run (issue 18: the offers page's mobile median at most two
// points below the floor's, no layout shift, the largest paint in the page's heading or hero).
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import {
  formatMedian,
  formatStalls,
  formatWhy,
  lighthouseScore,
  medianMobileScore,
  mobileRuns,
} from './lib/lighthouse.mjs'

/** The visible text of the offers page's hero (heading, intro, best rates, trust facts). */
function heroTextOf(html) {
  const marker = html.indexOf('data-testid="offers-hero"')
  if (marker < 0) return ''
  const start = html.lastIndexOf('<header', marker)
  const end = html.indexOf('</header>', marker)
  return html
    .slice(start, end)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
}

/** Whether every run's largest paint was an element of the hero, judged by its text. */
function inHero(elements, heroText) {
  return elements.every((element) => {
    const text = element?.label.replace(/…$/, '').replace(/\s+/g, ' ').trim().slice(0, 40)
    return Boolean(text) && heroText.includes(text)
  })
}

function describeElements(elements) {
  const counts = new Map()
  for (const element of elements) {
    const key = element ? `"${element.label.slice(0, 40)}" ${element.snippet.slice(0, 40)}` : '?'
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].map(([key, count]) => `${count}× ${key}`).join('; ')
}

export async function measure({ portalUrl, floorUrl }) {
  const floor = await medianMobileScore(`${floorUrl}/`)
  const bound = floor.median - 2
  const rows = [
    {
      measure: `Lighthouse floor: bare Next page mobile (median of ${mobileRuns})`,
      value: formatMedian(floor),
    },
  ]
  for (const [name, path] of [
    ['offers page', '/de-de'],
    ['login page', '/de-de/login'],
  ]) {
    // The first request of a cached page generates it; measure the page visitors get.
    const html = await (await fetch(`${portalUrl}${path}`)).text()
    const mobile = await medianMobileScore(`${portalUrl}${path}`)
    const desktop = await lighthouseScore(`${portalUrl}${path}`, desktopConfig)
    const offers = name === 'offers page'
    rows.push(
      {
        measure: `Lighthouse ${name} mobile (median of ${mobileRuns}); floor median - 2`,
        value: `${formatMedian(mobile)}; ${bound}`,
        target: offers ? `>= ${bound}` : undefined,
        met: offers ? mobile.median >= bound : undefined,
      },
      {
        measure: `Lighthouse ${name} mobile, largest layout shift of the runs`,
        // a shift too small for three decimals is still a shift: shown, not rounded to 0
        value: mobile.layoutShiftMax === 0 ? '0' : mobile.layoutShiftMax.toPrecision(2),
        target: offers ? '0' : undefined,
        met: offers ? mobile.layoutShiftMax === 0 : undefined,
      },
      {
        measure: `Lighthouse ${name} mobile, largest paint element`,
        value: describeElements(mobile.largestPaintElements),
        target: offers ? 'heading or hero' : undefined,
        met: offers ? inHero(mobile.largestPaintElements, heroTextOf(html)) : undefined,
      },
      {
        measure: `Lighthouse ${name} mobile, observed and simulated (medians)`,
        value: formatWhy(mobile),
      },
      {
        measure: `Lighthouse ${name} mobile, first frame held back by Chromium`,
        value: formatStalls(mobile),
      },
      { measure: `Lighthouse ${name} desktop`, value: desktop },
    )
  }
  return rows
}
